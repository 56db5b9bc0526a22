import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { waitInWords } from './wait-in-words';

const limited = (retryAfter: number | null, reset: number | null = null) =>
  new ApiError({
    status: 429,
    code: 'rate_limited',
    message: 'Slow down.',
    rateLimit: { limit: null, remaining: null, reset, retryAfter },
  });

describe('waitInWords', () => {
  it('says seconds under a minute and whole minutes, rounded up, above', () => {
    expect(waitInWords(limited(1))).toBe('Too many tries. Wait 1 second, then try again.');
    expect(waitInWords(limited(45))).toBe('Too many tries. Wait 45 seconds, then try again.');
    expect(waitInWords(limited(60))).toBe('Too many tries. Wait 1 minute, then try again.');
    expect(waitInWords(limited(61))).toBe('Too many tries. Wait 2 minutes, then try again.');
  });

  it('prefers the reset time the server named', () => {
    const now = 1_000_000_000;
    expect(waitInWords(limited(5, now / 1000 + 300), now)).toBe('Too many tries. Wait 5 minutes, then try again.');
  });

  it('says "a few minutes" when the server named no wait', () => {
    expect(waitInWords(limited(null))).toBe('Too many tries. Wait a few minutes, then try again.');
  });
});
