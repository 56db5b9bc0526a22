import type { ErrorDetail } from './errors';

/**
 * The RFC 5545 RRULE subset a pickup schedule accepts, as text: every N weeks on chosen weekdays
 * (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`) or every N months on the nth or last weekday
 * (`FREQ=MONTHLY;BYDAY=2TU`, `FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR`). Nothing else: the time of day
 * comes from the schedule's window preference, and a schedule runs until it is paused or deleted.
 * Rules are read in the site's local calendar ("floating" dates); the site's zone is applied after.
 */

/** Monday first, as the rule's weeks start on Monday: index + 1 is the ISO weekday. */
export const RULE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RuleWeekday = (typeof RULE_WEEKDAYS)[number];

/** Which one of the month: the first to fourth, or the last (-1). Not every month has a fifth. */
export const MONTHLY_ORDINALS = [1, 2, 3, 4, -1] as const;
export type MonthlyOrdinal = (typeof MONTHLY_ORDINALS)[number];

export const RULE_LIMITS = { weeklyIntervalMax: 8, monthlyIntervalMax: 12, textMax: 200 } as const;

export type ScheduleRule =
  | { freq: 'WEEKLY'; interval: number; weekdays: RuleWeekday[] }
  | { freq: 'MONTHLY'; interval: number; ordinal: MonthlyOrdinal; weekday: RuleWeekday };

export type RuleParse = { ok: true; rule: ScheduleRule } | { ok: false; problems: ErrorDetail[] };

/** RFC 5545 parts this subset refuses, each with why, so the message says what to do instead. */
const REFUSED_PARTS: Record<string, string> = {
  COUNT: 'a schedule runs until it is paused or deleted',
  UNTIL: 'a schedule runs until it is paused or deleted',
  BYHOUR: 'the time of day comes from window_preference',
  BYMINUTE: 'the time of day comes from window_preference',
  BYSECOND: 'the time of day comes from window_preference',
  BYMONTHDAY: 'use a weekday of the month instead, e.g. FREQ=MONTHLY;BYDAY=2TU',
  BYYEARDAY: 'only weekly and monthly rules are offered',
  BYWEEKNO: 'only weekly and monthly rules are offered',
  BYMONTH: 'only weekly and monthly rules are offered',
  BYSETPOS: 'write the nth weekday in BYDAY instead, e.g. BYDAY=-1FR',
  WKST: 'weeks always start on Monday',
  RSCALE: 'only the Gregorian calendar is offered',
  SKIP: 'only the Gregorian calendar is offered',
};

const WEEKDAY_LIST = 'MO, TU, WE, TH, FR, SA or SU';
const BYDAY_ITEM = /^([+-]?\d{1,2})?([A-Z]{2})$/;

const problem = (code: string, message: string): ErrorDetail => ({ field: 'rule', code, message: `rule: ${message}` });
const isWeekday = (code: string): code is RuleWeekday => (RULE_WEEKDAYS as readonly string[]).includes(code);

/** Reads a rule's text into its parts, or says every problem with it at once (each on `field`). */
export function parseScheduleRule(text: string, field = 'rule'): RuleParse {
  const onField = (problems: ErrorDetail[]) => problems.map((p) => (field === 'rule' ? p : { ...p, field }));
  if (text.length > RULE_LIMITS.textMax) {
    return { ok: false, problems: onField([problem('too_long', `a rule is at most ${RULE_LIMITS.textMax} characters.`)]) };
  }
  const problems: ErrorDetail[] = [];
  const parts = readParts(text, problems);
  const freq = readFreq(parts.get('FREQ'), problems);
  const interval = readInterval(parts.get('INTERVAL'), freq, problems);
  const byday = parts.get('BYDAY');
  if (byday === undefined)
    problems.push(problem('required', 'BYDAY is required, e.g. BYDAY=MO (weekly) or BYDAY=2TU (monthly).'));

  let rule: ScheduleRule | null = null;
  if (byday !== undefined && freq === 'WEEKLY') {
    const weekdays = readWeeklyDays(byday, problems);
    if (weekdays && interval !== null) rule = { freq, interval, weekdays };
  } else if (byday !== undefined && freq === 'MONTHLY') {
    const day = readMonthlyDay(byday, problems);
    if (day && interval !== null) rule = { freq, interval, ...day };
  }
  if (problems.length > 0 || !rule) {
    return { ok: false, problems: onField(problems) };
  }
  return { ok: true, rule };
}

/** Every problem with a rule's text (none when it is accepted). */
export function scheduleRuleProblems(text: string, field = 'rule'): ErrorDetail[] {
  const parsed = parseScheduleRule(text, field);
  return parsed.ok ? [] : parsed.problems;
}

/** The one way a rule is written back: FREQ, INTERVAL (only when over 1), BYDAY with weekdays Monday first. */
export function formatScheduleRule(rule: ScheduleRule): string {
  const interval = rule.interval > 1 ? `;INTERVAL=${rule.interval}` : '';
  const byday =
    rule.freq === 'WEEKLY'
      ? RULE_WEEKDAYS.filter((day) => rule.weekdays.includes(day)).join(',')
      : `${rule.ordinal}${rule.weekday}`;
  return `FREQ=${rule.freq}${interval};BYDAY=${byday}`;
}

function readParts(text: string, problems: ErrorDetail[]): Map<string, string> {
  const parts = new Map<string, string>();
  const body = text
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '');
  for (const part of body.split(';').filter((p) => p.trim() !== '')) {
    const [name = '', ...rest] = part.split('=');
    const key = name.trim();
    if (rest.length !== 1 || key === '') {
      problems.push(problem('invalid_value', `"${part}" is not a NAME=VALUE part, e.g. FREQ=WEEKLY.`));
    } else if (REFUSED_PARTS[key]) {
      problems.push(problem('invalid_value', `${key} is not accepted: ${REFUSED_PARTS[key]}.`));
    } else if (key !== 'FREQ' && key !== 'INTERVAL' && key !== 'BYDAY') {
      problems.push(problem('invalid_value', `${key} is not a part of a rule; use FREQ, INTERVAL and BYDAY.`));
    } else if (parts.has(key)) {
      problems.push(problem('duplicate', `${key} is given more than once.`));
    } else {
      parts.set(key, rest[0]!.trim());
    }
  }
  return parts;
}

function readFreq(value: string | undefined, problems: ErrorDetail[]): 'WEEKLY' | 'MONTHLY' | null {
  if (value === undefined) {
    problems.push(problem('required', 'FREQ is required: FREQ=WEEKLY or FREQ=MONTHLY.'));
    return null;
  }
  if (value === 'WEEKLY' || value === 'MONTHLY') return value;
  problems.push(problem('invalid_value', `FREQ must be WEEKLY or MONTHLY, not ${value || 'empty'}.`));
  return null;
}

function readInterval(value: string | undefined, freq: 'WEEKLY' | 'MONTHLY' | null, problems: ErrorDetail[]): number | null {
  if (value === undefined) return 1;
  const max = freq === 'MONTHLY' ? RULE_LIMITS.monthlyIntervalMax : RULE_LIMITS.weeklyIntervalMax;
  const unit = freq === 'MONTHLY' ? 'months' : 'weeks';
  if (!/^\d{1,3}$/.test(value)) {
    problems.push(
      problem('invalid_value', `INTERVAL must be a whole number of ${unit}, from 1 to ${max}, not ${value || 'empty'}.`),
    );
    return null;
  }
  const interval = Number(value);
  if (interval < 1) problems.push(problem('too_small', `INTERVAL must be at least 1.`));
  else if (freq !== null && interval > max)
    problems.push(problem('too_big', `INTERVAL is at most ${max} for a ${freq.toLowerCase()} rule.`));
  else return interval;
  return null;
}

function readWeeklyDays(value: string, problems: ErrorDetail[]): RuleWeekday[] | null {
  const items = value.split(',').map((item) => item.trim());
  if (value.trim() === '') {
    problems.push(problem('required', 'BYDAY needs at least one weekday, e.g. MO.'));
    return null;
  }
  const days: RuleWeekday[] = [];
  let fine = true;
  for (const item of items) {
    const match = BYDAY_ITEM.exec(item);
    if (!match || !isWeekday(match[2]!)) {
      problems.push(problem('invalid_value', `BYDAY: "${item}" is not a weekday; use ${WEEKDAY_LIST}.`));
      fine = false;
    } else if (match[1] !== undefined) {
      problems.push(
        problem(
          'invalid_value',
          `BYDAY=${item} (a weekday with a number) is for FREQ=MONTHLY; a weekly rule names weekdays only, e.g. ${match[2]}.`,
        ),
      );
      fine = false;
    } else if (days.includes(match[2])) {
      problems.push(problem('duplicate', `BYDAY names ${match[2]} more than once.`));
      fine = false;
    } else {
      days.push(match[2]);
    }
  }
  return fine ? days : null;
}

function readMonthlyDay(value: string, problems: ErrorDetail[]): { ordinal: MonthlyOrdinal; weekday: RuleWeekday } | null {
  const example = 'e.g. BYDAY=2TU (the second Tuesday) or BYDAY=-1FR (the last Friday)';
  const items = value.split(',').map((item) => item.trim());
  if (value.trim() === '') {
    problems.push(problem('required', `BYDAY needs a weekday of the month, ${example}.`));
    return null;
  }
  if (items.length > 1) {
    problems.push(problem('invalid_value', `a monthly rule takes one weekday of the month, ${example}.`));
    return null;
  }
  const match = BYDAY_ITEM.exec(items[0]!);
  if (!match || !isWeekday(match[2]!)) {
    problems.push(problem('invalid_value', `BYDAY: "${items[0]}" is not a weekday of the month, ${example}.`));
    return null;
  }
  if (match[1] === undefined) {
    problems.push(problem('invalid_value', `BYDAY=${items[0]} needs which one of the month, ${example}.`));
    return null;
  }
  const ordinal = Number(match[1]);
  if (!(MONTHLY_ORDINALS as readonly number[]).includes(ordinal)) {
    problems.push(
      problem(
        'invalid_value',
        `BYDAY=${items[0]}: only the 1st to 4th (1 to 4) or the last (-1) weekday of a month; not every month has a 5th.`,
      ),
    );
    return null;
  }
  return { ordinal: ordinal as MonthlyOrdinal, weekday: match[2] };
}
