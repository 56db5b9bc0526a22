import type { PickupRefusalCode, WindowBounds } from '#contract/pickup-windows';
import type { PickupRules } from './pickup-rules';

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** "Tue 24 Nov, 10:00–12:00 (America/New_York)". */
export function describeWindow(window: WindowBounds, timeZone: string): string {
  const { day, time } = formatsFor(timeZone);
  const start = new Date(window.start);
  return `${day.format(start).replace(',', '')}, ${time.format(start)}–${time.format(new Date(window.end))} (${timeZone})`;
}

function why(code: PickupRefusalCode, rules: PickupRules, holiday: string | undefined): string {
  switch (code) {
    case 'in_past':
      return 'That pickup window has already started.';
    case 'too_far_ahead':
      return `Pickups can be booked at most ${rules.horizonDays} days ahead.`;
    case 'holiday':
      return `There are no pickups on ${holiday ?? 'that day'} (a holiday).`;
    case 'outside_business_hours':
      return 'That is not one of the pickup windows offered (business days and hours only).';
    case 'too_soon':
      return rules.leadBusinessDays === 1
        ? 'That window is too soon: pickups start on the next business day.'
        : `That window is too soon: pickups start ${rules.leadBusinessDays} business days from today.`;
    case 'full':
      return 'That window is full.';
  }
}

/** The refusal in words, naming the nearest available window in the service zone. */
export function refusalMessage(
  code: PickupRefusalCode,
  nearest: WindowBounds | null,
  rules: PickupRules,
  holiday?: string,
): string {
  const next = nearest
    ? `The nearest available window is ${describeWindow(nearest, rules.timeZone)}.`
    : `No window is available in the next ${rules.horizonDays} days.`;
  return `${why(code, rules, holiday)} ${next}`;
}
