const DAY_MS = 24 * 60 * 60 * 1000;

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** Whole days a forecast lies in the past (0 within its first day); null when it is not past or unreadable. */
export function daysOverdue(forecastDueAt: string | null | undefined, now: number = Date.now()): number | null {
  if (!forecastDueAt) return null;
  const at = Date.parse(forecastDueAt);
  if (Number.isNaN(at) || at > now) return null;
  return Math.floor((now - at) / DAY_MS);
}

/**
 * "due in 9 days", "due now" (within a day of the forecast) or "overdue by 107 days": a part long past
 * its forecast says so rather than reading as if it had just come due. Null when the server can say nothing.
 */
export function forecastText(forecastDueAt: string | null | undefined, now: number = Date.now()): string | null {
  if (!forecastDueAt) return null;
  const at = Date.parse(forecastDueAt);
  if (Number.isNaN(at)) return null;
  const late = daysOverdue(forecastDueAt, now);
  if (late === 0) return 'due now';
  if (late !== null) return `overdue by ${days(late)}`;
  return `due in ${days(Math.ceil((at - now) / DAY_MS))}`;
}

/** Whether a part is forecast due within `days` from now (or already due). */
export function dueWithin(forecastDueAt: string | null | undefined, days: number, now: number = Date.now()): boolean {
  if (!forecastDueAt) return false;
  const at = Date.parse(forecastDueAt);
  return !Number.isNaN(at) && at <= now + days * DAY_MS;
}
