import type { WindowCount, WindowName } from '#server/domain/rate-limits/rate-limit-counters';

export interface Verdict {
  limit: number;
  remaining: number;
  resetAt: number;
  exceeded?: WindowName;
}

/**
 * The numbers a client sees. Normally the per-minute window; the day window
 * takes over once it is the tighter one (or the one that was exceeded), so
 * X-RateLimit-Reset always says when it is worth retrying.
 */
export function verdict(counts: readonly WindowCount[], limits: Record<WindowName, number>): Verdict {
  const states = counts.map((row) => ({
    ...row,
    limit: limits[row.window],
    remaining: Math.max(0, limits[row.window] - row.count),
  }));
  const exceeded = states.filter((s) => s.count > s.limit).sort((a, b) => b.resetAt - a.resetAt)[0];
  const binding = exceeded ?? [...states].sort((a, b) => a.remaining - b.remaining || (a.window === 'minute' ? -1 : 1))[0];
  if (!binding) throw new Error('rate limit without windows');
  return { limit: binding.limit, remaining: binding.remaining, resetAt: binding.resetAt, exceeded: exceeded?.window };
}

export function applyHeaders(res: Response, v: Verdict): void {
  res.headers.set('X-RateLimit-Limit', String(v.limit));
  res.headers.set('X-RateLimit-Remaining', String(v.remaining));
  res.headers.set('X-RateLimit-Reset', String(v.resetAt));
}
