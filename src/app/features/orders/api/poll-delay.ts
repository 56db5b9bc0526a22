import type { RateLimitInfo } from '#app/lib/http/api-error';

export const POLL_BASE_MS = 5_000;
const POLL_MAX_MS = 60_000;

/**
 * How long to wait before the next poll: the base interval while the account has budget
 * to spare, longer as X-RateLimit-Remaining runs low, and until the reset when it is spent,
 * so watching an order never pushes the user's own work into a 429.
 */
export function pollDelay(budget: RateLimitInfo | null, now: number = Date.now()): number {
  if (!budget || budget.limit === null || budget.remaining === null || budget.limit <= 0) return POLL_BASE_MS;
  const share = budget.remaining / budget.limit;
  if (budget.remaining <= 1) {
    const untilReset = budget.reset === null ? POLL_MAX_MS : budget.reset * 1000 - now;
    return Math.max(POLL_BASE_MS, untilReset + 1_000);
  }
  if (share < 0.1) return Math.min(POLL_BASE_MS * 8, POLL_MAX_MS);
  if (share < 0.25) return POLL_BASE_MS * 4;
  if (share < 0.5) return POLL_BASE_MS * 2;
  return POLL_BASE_MS;
}
