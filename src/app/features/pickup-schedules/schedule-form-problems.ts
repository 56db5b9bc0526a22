import type { SummaryProblem } from '#app/components/ui/error-summary';
import { ApiError } from '#app/lib/http/api-error';
import {
  SCHEDULE_FIELD_IDS,
  SCHEDULE_FIELD_LABELS,
  scheduleProblemKeyOf,
  type ScheduleProblemKey,
  type ScheduleProblems,
} from './schedule-form-values';

/** A 422's details on the form's fields: the first message for each place; the rest of the answer under `body`. */
export function serverScheduleProblems(error: Error | null): ScheduleProblems {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const problems: ScheduleProblems = {};
  for (const detail of error.details) problems[scheduleProblemKeyOf(detail.field)] ??= detail.message;
  if (error.details.length === 0) problems.body = error.message;
  return problems;
}

/** The error summary's list: each problem named by its place and linked to its control. */
export function scheduleProblemSummary(problems: ScheduleProblems): SummaryProblem[] {
  return (Object.entries(problems) as [ScheduleProblemKey, string][]).map(([key, message]) => ({
    message: `${SCHEDULE_FIELD_LABELS[key]}: ${message}`,
    fieldId: key === 'body' ? undefined : SCHEDULE_FIELD_IDS[key],
  }));
}
