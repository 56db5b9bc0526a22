import type { AppDeps } from '#server/app-deps';

/**
 * The sandbox clock (like a payment provider's test clock): it starts at the
 * real time and runs `scale` times as fast. Every timed simulator step reads
 * it; requests are still validated against the real clock.
 */
export function createSandboxClock(scale: number, realNow: () => Date = () => new Date()): () => Date {
  const anchor = realNow().getTime();
  return () => new Date(anchor + (realNow().getTime() - anchor) * scale);
}

/** The simulator's `now`: the sandbox clock when there is one, else the app clock (tests drive that one). */
export function simulatorNow(deps: Pick<AppDeps, 'now' | 'sandboxNow'>): Date {
  return deps.sandboxNow ? deps.sandboxNow() : deps.now();
}
