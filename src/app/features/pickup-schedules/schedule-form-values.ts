import type * as z from 'zod/mini';
import type { MonthlyOrdinal, RuleWeekday } from '#contract/pickup-schedule-rule';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import { PICKUP_SCHEDULE_LIMITS } from '#contract/pickup-schedule-vocabulary';
import type { pickupScheduleCreateSchema } from '#contract/pickup-schedules';
import { WEAR_DUE_LEVEL } from '#contract/wear';
import { choicesOf, ruleTextOf, type RuleChoices } from './rule-choices';

export type ScheduleBody = z.input<typeof pickupScheduleCreateSchema>;

/**
 * What the schedule form holds: both kinds of rule at once (switching between weekly and monthly
 * keeps what was chosen in the other), numbers as typed.
 */
export interface ScheduleFormValues {
  site_id: string;
  frequency: 'weekly' | 'monthly';
  every_weeks: number;
  weekdays: RuleWeekday[];
  every_months: number;
  ordinal: MonthlyOrdinal;
  weekday: RuleWeekday;
  window: 'earliest' | 'range';
  window_start: string;
  window_end: string;
  lead_days: string;
  parts: 'due' | 'fixed';
  wear_at_least: string;
  days_since_service_at_least: string;
  part_ids: string[];
  instructions: string;
}

/** A new schedule's choices: weekly on Monday, mornings, two days ahead, the parts due by then. */
export function newScheduleForm(prefill: { site_id?: string | undefined; part_ids?: readonly string[] | undefined } = {}) {
  const partIds = [...(prefill.part_ids ?? [])];
  return {
    site_id: prefill.site_id ?? '',
    frequency: 'weekly',
    every_weeks: 1,
    weekdays: ['MO'],
    every_months: 1,
    ordinal: 1,
    weekday: 'MO',
    window: 'range',
    window_start: '06:00',
    window_end: '12:00',
    lead_days: '2',
    parts: partIds.length > 0 ? 'fixed' : 'due',
    wear_at_least: String(WEAR_DUE_LEVEL),
    days_since_service_at_least: '90',
    part_ids: partIds,
    instructions: '',
  } satisfies ScheduleFormValues as ScheduleFormValues;
}

/** An existing schedule in the form (a rule the form cannot show keeps the defaults). */
export function scheduleFormOf(schedule: PickupSchedule): ScheduleFormValues {
  const form = newScheduleForm({ site_id: schedule.site_id });
  const rule = choicesOf(schedule.rule);
  if (rule?.frequency === 'weekly')
    Object.assign(form, { frequency: 'weekly', every_weeks: rule.everyWeeks, weekdays: rule.weekdays });
  if (rule?.frequency === 'monthly') {
    Object.assign(form, { frequency: 'monthly', every_months: rule.everyMonths, ordinal: rule.ordinal, weekday: rule.weekday });
  }
  const window = schedule.window_preference;
  form.window = window.kind;
  if (window.kind === 'range') Object.assign(form, { window_start: window.start, window_end: window.end });
  form.lead_days = String(schedule.lead_days);
  const parts = schedule.parts;
  form.parts = parts.rule;
  if (parts.rule === 'due') {
    form.wear_at_least = String(parts.wear_at_least);
    form.days_since_service_at_least = String(parts.days_since_service_at_least);
  } else form.part_ids = [...parts.part_ids];
  form.instructions = schedule.instructions;
  return form;
}

export function ruleChoicesOf(values: ScheduleFormValues): RuleChoices {
  return values.frequency === 'weekly'
    ? { frequency: 'weekly', everyWeeks: values.every_weeks, weekdays: values.weekdays }
    : { frequency: 'monthly', everyMonths: values.every_months, ordinal: values.ordinal, weekday: values.weekday };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The create body; numbers that are not whole go as typed, for the server to name (the form checks first). */
export function scheduleBodyOf(values: ScheduleFormValues): ScheduleBody {
  return {
    site_id: values.site_id,
    rule: ruleTextOf(ruleChoicesOf(values)) ?? '',
    window_preference:
      values.window === 'earliest' ? { kind: 'earliest' } : { kind: 'range', start: values.window_start, end: values.window_end },
    lead_days: whole(values.lead_days),
    parts:
      values.parts === 'fixed'
        ? { rule: 'fixed', part_ids: values.part_ids }
        : {
            rule: 'due',
            wear_at_least: whole(values.wear_at_least),
            days_since_service_at_least: whole(values.days_since_service_at_least),
          },
    instructions: values.instructions,
  };
}

/** A problem's place in the form: one of these, `body` for what the form does not show. */
export type ScheduleProblems = Partial<Record<ScheduleProblemKey, string>>;
export type ScheduleProblemKey = 'site_id' | 'rule' | 'window_preference' | 'lead_days' | 'parts' | 'instructions' | 'body';

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The contract's rules, checked before sending so most mistakes show at once; the server stays the judge. */
export function clientScheduleProblems(values: ScheduleFormValues): ScheduleProblems {
  const problems: ScheduleProblems = {};
  const { leadDaysMin, leadDaysMax, daysSinceServiceMax } = PICKUP_SCHEDULE_LIMITS;
  if (values.site_id === '') problems.site_id = 'Choose the site.';
  if (values.frequency === 'weekly' && values.weekdays.length === 0) problems.rule = 'Choose at least one weekday.';
  if (values.window === 'range' && (!values.window_start || !values.window_end || values.window_start >= values.window_end)) {
    problems.window_preference = 'The window must end after it starts.';
  }
  if (!inRange(whole(values.lead_days), leadDaysMin, leadDaysMax)) {
    problems.lead_days = `Enter a whole number of days from ${leadDaysMin} to ${leadDaysMax}.`;
  }
  if (values.parts === 'fixed' && values.part_ids.length === 0)
    problems.parts = 'The fixed list has no parts: choose “parts due”.';
  if (values.parts === 'due' && !inRange(whole(values.wear_at_least), 0, 100))
    problems.parts = 'Enter a wear level from 0 to 100 %.';
  else if (values.parts === 'due' && !inRange(whole(values.days_since_service_at_least), 1, daysSinceServiceMax)) {
    problems.parts = `Enter a number of days from 1 to ${daysSinceServiceMax}.`;
  }
  return problems;
}

const KEYS = new Set<string>(['site_id', 'rule', 'window_preference', 'lead_days', 'parts', 'instructions']);

/** The form's place for a server detail's field (`parts.part_ids.3` is the parts, `resume_on` the body). */
export function scheduleProblemKeyOf(field: string): ScheduleProblemKey {
  const head = field.replace(/\[\d+\]/g, '').split('.')[0] ?? '';
  return KEYS.has(head) ? (head as ScheduleProblemKey) : 'body';
}

export const SCHEDULE_FIELD_IDS: Record<Exclude<ScheduleProblemKey, 'body'>, string> = {
  site_id: 'schedule-site',
  rule: 'schedule-frequency',
  window_preference: 'schedule-window',
  lead_days: 'schedule-lead-days',
  parts: 'schedule-parts',
  instructions: 'schedule-instructions',
};

export const SCHEDULE_FIELD_LABELS: Record<ScheduleProblemKey, string> = {
  site_id: 'Site',
  rule: 'Repeats',
  window_preference: 'Pickup window',
  lead_days: 'Order ahead',
  parts: 'Parts',
  instructions: 'Instructions',
  body: 'Schedule',
};
