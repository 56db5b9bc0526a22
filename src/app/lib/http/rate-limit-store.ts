import { useSyncExternalStore } from 'react';

/** Which budget a 429 said ran out: the portal session's, the account's (API keys) or the address's. */
export interface PauseReason {
  scope: 'session' | 'account' | 'address' | null;
  /** Requests allowed per window, from X-RateLimit-Limit. */
  limit: number | null;
  window: 'minute' | 'day' | null;
}

/** Epoch milliseconds until which requests are held back, or null when not limited. */
let pausedUntil: number | null = null;
let pauseReason: PauseReason | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

let releaseTimer: ReturnType<typeof setTimeout> | null = null;

export function holdUntil(epochMs: number, reason: PauseReason | null = null): void {
  if (pausedUntil === null || epochMs > pausedUntil) {
    pausedUntil = epochMs;
    pauseReason = reason;
    // Ends the pause even if every waiting request was cancelled (e.g. the user navigated away).
    if (releaseTimer !== null) clearTimeout(releaseTimer);
    releaseTimer = setTimeout(release, Math.max(0, epochMs - Date.now()));
    emit();
  }
}

export function release(): void {
  if (pausedUntil !== null && pausedUntil <= Date.now()) {
    pausedUntil = null;
    pauseReason = null;
    emit();
  }
}

export function getPausedUntil(): number | null {
  return pausedUntil;
}

export function getPauseReason(): PauseReason | null {
  return pauseReason;
}

export function subscribeRateLimit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRateLimitPause(): number | null {
  return useSyncExternalStore(subscribeRateLimit, getPausedUntil, getPausedUntil);
}

export function useRateLimitReason(): PauseReason | null {
  return useSyncExternalStore(subscribeRateLimit, getPauseReason, getPauseReason);
}
