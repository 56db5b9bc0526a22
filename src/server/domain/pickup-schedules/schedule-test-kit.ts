import { parseScheduleRule, type ScheduleRule } from '#contract/pickup-schedule-rule';
import { US_FEDERAL_HOLIDAYS } from '../pickup-windows/us-federal-holidays';
import { isoWeekday } from '../pickup-windows/calendar-days';

/** A rule from its text, for tests: throws on a refused one. */
export function ruleOf(text: string): ScheduleRule {
  const parsed = parseScheduleRule(text);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join(' '));
  return parsed.rule;
}

/** A site closed at weekends, on US federal holidays and on the dates given (date → reason). */
export function weekdaySite(closed: Record<string, string> = {}): (date: string) => string | null {
  return (date) => closed[date] ?? US_FEDERAL_HOLIDAYS.get(date) ?? (isoWeekday(date) >= 6 ? 'Closed at weekends' : null);
}
