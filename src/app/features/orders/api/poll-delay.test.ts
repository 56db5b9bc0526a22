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

  it('changes pace exactly at a half, a quarter and a tenth of the budget left', () => {
    expect(pollDelay(budget(60))).toBe(POLL_BASE_MS);
    expect(pollDelay(budget(59))).toBe(POLL_BASE_MS * 2);
    expect(pollDelay(budget(30))).toBe(POLL_BASE_MS * 2);
    expect(pollDelay(budget(29))).toBe(POLL_BASE_MS * 4);
    expect(pollDelay(budget(12))).toBe(POLL_BASE_MS * 4);
    expect(pollDelay(budget(11))).toBe(POLL_BASE_MS * 8);
    expect(pollDelay(budget(2))).toBe(POLL_BASE_MS * 8);
  });

  it('treats the last request as spent budget, and waits a minute when no reset is known', () => {
    expect(pollDelay(budget(1))).toBe(61_000);
    expect(pollDelay(budget(0))).toBe(61_000);
  });

  it('polls at the base rate when a header is missing or the limit makes no sense', () => {
    expect(pollDelay({ limit: 120, remaining: null, reset: null, retryAfter: null })).toBe(POLL_BASE_MS);
    expect(pollDelay({ limit: null, remaining: 0, reset: null, retryAfter: null })).toBe(POLL_BASE_MS);
    expect(pollDelay({ limit: 0, remaining: 0, reset: null, retryAfter: null })).toBe(POLL_BASE_MS);
  });
});
