const DAY_MS = 24 * 60 * 60 * 1000;

/** "due now", "due in 1 day", "due in 9 days"; null when the server can say nothing. */
export function forecastText(forecastDueAt: string | null | undefined, now: number = Date.now()): string | null {
  if (!forecastDueAt) return null;
  const at = Date.parse(forecastDueAt);
  if (Number.isNaN(at)) return null;
  if (at <= now) return 'due now';
  const days = Math.ceil((at - now) / DAY_MS);
  return days === 1 ? 'due in 1 day' : `due in ${days} days`;
}

/** Whether a part is forecast due within `days` from now (or already due). */
export function dueWithin(forecastDueAt: string | null | undefined, days: number, now: number = Date.now()): boolean {
  if (!forecastDueAt) return false;
  const at = Date.parse(forecastDueAt);
  return !Number.isNaN(at) && at <= now + days * DAY_MS;
}
