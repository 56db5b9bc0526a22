import type { ApiError } from '#app/lib/http/api-error';

function unit(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A 429's wait as a sentence: the reset time the server named, else Retry-After, else "a few minutes". */
export function waitInWords(error: ApiError, now = Date.now()): string {
  const { reset, retryAfter } = error.rateLimit;
  const seconds = reset !== null && reset * 1000 > now ? Math.ceil(reset - now / 1000) : retryAfter;
  if (seconds === null || seconds <= 0) return 'Too many tries. Wait a few minutes, then try again.';
  const wait = seconds < 60 ? unit(seconds, 'second') : unit(Math.ceil(seconds / 60), 'minute');
  return `Too many tries. Wait ${wait}, then try again.`;
}
