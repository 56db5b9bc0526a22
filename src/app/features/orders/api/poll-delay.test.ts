import { describe, expect, it } from 'vitest';
import { POLL_BASE_MS, pollDelay } from './poll-delay';

const budget = (remaining: number, reset: number | null = null) => ({ limit: 120, remaining, reset, retryAfter: null });

describe('pollDelay', () => {
  it('polls at the base rate with budget to spare or no headers at all', () => {
    expect(pollDelay(null)).toBe(POLL_BASE_MS);
    expect(pollDelay({ limit: null, remaining: null, reset: null, retryAfter: null })).toBe(POLL_BASE_MS);
    expect(pollDelay(budget(119))).toBe(POLL_BASE_MS);
  });

  it('backs off as the remaining budget shrinks', () => {
    expect(pollDelay(budget(50))).toBe(POLL_BASE_MS * 2);
    expect(pollDelay(budget(20))).toBe(POLL_BASE_MS * 4);
    expect(pollDelay(budget(5))).toBe(POLL_BASE_MS * 8);
  });

  it('waits for the reset when the budget is spent', () => {
    const now = 1_800_000_000_000;
    expect(pollDelay(budget(0, now / 1000 + 42), now)).toBe(43_000);
    expect(pollDelay(budget(1, now / 1000 - 5), now)).toBe(POLL_BASE_MS);
  });
});
