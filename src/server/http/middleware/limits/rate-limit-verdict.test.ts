import { describe, expect, it } from 'vitest';
import { applyHeaders, verdict } from './rate-limit-verdict';

const limits = { minute: 10, day: 100 };
const minute = (count: number) => ({ window: 'minute' as const, count, resetAt: 1_000_060 });
const day = (count: number) => ({ window: 'day' as const, count, resetAt: 1_086_400 });

describe('verdict', () => {
  it('reports the minute window while it is the tighter one, or as tight as the day', () => {
    expect(verdict([minute(3), day(50)], limits)).toEqual({ limit: 10, remaining: 7, resetAt: 1_000_060, exceeded: undefined });
    expect(verdict([day(93), minute(3)], limits)).toEqual({ limit: 10, remaining: 7, resetAt: 1_000_060, exceeded: undefined });
  });

  it('switches to the day window once fewer requests are left in the day', () => {
    expect(verdict([minute(3), day(94)], limits)).toEqual({ limit: 100, remaining: 6, resetAt: 1_086_400, exceeded: undefined });
  });

  it('is not exceeded at exactly the limit, and never reports fewer than 0 remaining', () => {
    expect(verdict([minute(10), day(10)], limits)).toMatchObject({ remaining: 0, exceeded: undefined });
    expect(verdict([minute(11), day(11)], limits)).toMatchObject({
      limit: 10,
      remaining: 0,
      exceeded: 'minute',
      resetAt: 1_000_060,
    });
  });

  it('names the exceeded window that resets last when both are over, so a retry then succeeds', () => {
    expect(verdict([minute(11), day(101)], limits)).toEqual({ limit: 100, remaining: 0, resetAt: 1_086_400, exceeded: 'day' });
    expect(verdict([day(101), minute(11)], limits)).toMatchObject({ exceeded: 'day' });
  });

  it('works with one window switched off', () => {
    expect(verdict([day(40)], limits)).toEqual({ limit: 100, remaining: 60, resetAt: 1_086_400, exceeded: undefined });
    expect(() => verdict([], limits)).toThrow('rate limit without windows');
  });
});

describe('applyHeaders', () => {
  it('sets the three X-RateLimit headers', () => {
    const res = new Response('{}');
    applyHeaders(res, { limit: 10, remaining: 7, resetAt: 1_000_060 });
    expect([...res.headers].filter(([name]) => name.startsWith('x-ratelimit'))).toEqual([
      ['x-ratelimit-limit', '10'],
      ['x-ratelimit-remaining', '7'],
      ['x-ratelimit-reset', '1000060'],
    ]);
  });
});
