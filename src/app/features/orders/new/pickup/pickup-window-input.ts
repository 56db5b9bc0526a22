import { checkPickupWindow } from '#contract/pickup-window';
import { isExistingLocalTime, zonedTimeToUtc } from '#contract/zoned-time';

/** What the user typed: a local day and two HH:mm times, all in `timeZone`; or an offered window chosen. */
export interface PickupWindowInput {
  day: string;
  start: string;
  end: string;
  /** The offered window chosen, as "start/end" in UTC (absent or '' for none); see pickup-choice.ts. */
  window?: string;
}

export type PickupWindowField = 'day' | 'start' | 'end';

export interface ResolvedPickupWindow {
  start: Date | null;
  end: Date | null;
  errors: Partial<Record<PickupWindowField, string>>;
  /** Times that fall into a spring-forward gap, explained rather than refused. */
  notes: Partial<Record<'start' | 'end', string>>;
}

const CONTRACT_FIELDS: Record<string, PickupWindowField> = {
  pickup_window_start: 'start',
  pickup_window_end: 'end',
};

function gapNote(day: string, time: string, timeZone: string): string | undefined {
  if (!time || isExistingLocalTime(day, time, timeZone)) return undefined;
  return `${time} does not exist on this day (the clocks go forward); it is read as the same time after the change.`;
}

/**
 * Turns the typed window into UTC instants and the window rules of docs/v1-decisions.md (Orders, Pickup windows)
 * (checkPickupWindow, the same check the server runs) into messages per field.
 */
export function resolvePickupWindow(
  input: Pick<PickupWindowInput, 'day' | 'start' | 'end'>,
  timeZone: string,
  now: Date,
): ResolvedPickupWindow {
  const errors: ResolvedPickupWindow['errors'] = {};
  if (!input.day) errors.day = 'Choose a pickup day.';
  if (!input.start) errors.start = 'Enter the time the pickup window starts.';
  if (!input.end) errors.end = 'Enter the time the pickup window ends.';
  if (Object.keys(errors).length > 0) return { start: null, end: null, errors, notes: {} };

  const start = zonedTimeToUtc(input.day, input.start, timeZone);
  const end = zonedTimeToUtc(input.day, input.end, timeZone);
  if (!start || !end) {
    if (!start) errors.start = 'Enter a valid start time (HH:MM).';
    if (!end) errors.end = 'Enter a valid end time (HH:MM).';
    return { start, end, errors, notes: {} };
  }
  for (const problem of checkPickupWindow(start, end, now)) {
    const field = CONTRACT_FIELDS[problem.field] ?? 'start';
    errors[field] ??= problem.message;
  }
  const notes: ResolvedPickupWindow['notes'] = {};
  const startNote = gapNote(input.day, input.start, timeZone);
  const endNote = gapNote(input.day, input.end, timeZone);
  if (startNote) notes.start = startNote;
  if (endNote) notes.end = endNote;
  return { start, end, errors, notes };
}
