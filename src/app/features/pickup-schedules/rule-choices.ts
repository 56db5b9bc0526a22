import {
  formatScheduleRule,
  parseScheduleRule,
  RULE_WEEKDAYS,
  type MonthlyOrdinal,
  type RuleWeekday,
} from '#contract/pickup-schedule-rule';

/** What the form offers for a rule: every N weeks on chosen weekdays, or every N months on the nth weekday. */
export type RuleChoices =
  | { frequency: 'weekly'; everyWeeks: number; weekdays: RuleWeekday[] }
  | { frequency: 'monthly'; everyMonths: number; ordinal: MonthlyOrdinal; weekday: RuleWeekday };

export const WEEKDAY_LABELS: Record<RuleWeekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const ORDINAL_LABELS: Record<MonthlyOrdinal, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** The RRULE text the choices make, in the server's one written form (no rule without a weekday: null). */
export function ruleTextOf(choices: RuleChoices): string | null {
  if (choices.frequency === 'weekly') {
    if (choices.weekdays.length === 0) return null;
    return formatScheduleRule({ freq: 'WEEKLY', interval: choices.everyWeeks, weekdays: choices.weekdays });
  }
  return formatScheduleRule({
    freq: 'MONTHLY',
    interval: choices.everyMonths,
    ordinal: choices.ordinal,
    weekday: choices.weekday,
  });
}

/** A rule's text back into the form's choices; null for text the form cannot show (the server accepts only what it can). */
export function choicesOf(text: string): RuleChoices | null {
  const parsed = parseScheduleRule(text);
  if (!parsed.ok) return null;
  const { rule } = parsed;
  if (rule.freq === 'WEEKLY') {
    return { frequency: 'weekly', everyWeeks: rule.interval, weekdays: RULE_WEEKDAYS.filter((d) => rule.weekdays.includes(d)) };
  }
  return { frequency: 'monthly', everyMonths: rule.interval, ordinal: rule.ordinal, weekday: rule.weekday };
}

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "Every other week on Monday", "Every 3 weeks on Monday and Thursday", "Every month on the last Friday". */
export function describeRule(choices: RuleChoices): string {
  if (choices.frequency === 'weekly') {
    const every =
      choices.everyWeeks === 1
        ? 'Every week'
        : choices.everyWeeks === 2
          ? 'Every other week'
          : `Every ${choices.everyWeeks} weeks`;
    return `${every} on ${list(choices.weekdays.map((day) => WEEKDAY_LABELS[day]))}`;
  }
  const every =
    choices.everyMonths === 1
      ? 'Every month'
      : choices.everyMonths === 2
        ? 'Every other month'
        : `Every ${choices.everyMonths} months`;
  return `${every} on the ${ORDINAL_LABELS[choices.ordinal]} ${WEEKDAY_LABELS[choices.weekday]}`;
}

/** A rule as words, or its text when the form cannot read it. */
export function describeRuleText(text: string): string {
  const choices = choicesOf(text);
  return choices ? describeRule(choices) : text;
}
