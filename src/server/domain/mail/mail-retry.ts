/** Waits after the 1st, 2nd, 3rd… failed attempt; the last repeats. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/** A message not delivered within this of being written is given up. */
export const MAIL_GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** After a failure that may pass (an SMTP 4xx, no connection): the next attempt's time, or null once the day is spent. */
export function nextMailAttempt(attemptsMade: number, createdAt: Date, at: Date): Date | null {
  const delay = MAIL_RETRY_DELAYS_MS[attemptsMade - 1] ?? MAIL_RETRY_DELAYS_MS.at(-1)!;
  const next = new Date(at.getTime() + delay);
  return next.getTime() - createdAt.getTime() > MAIL_GIVE_UP_AFTER_MS ? null : next;
}
