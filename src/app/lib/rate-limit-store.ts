import { useSyncExternalStore } from 'react';

/** Epoch milliseconds until which requests are held back, or null when not limited. */
let pausedUntil: number | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

let releaseTimer: ReturnType<typeof setTimeout> | null = null;

export function holdUntil(epochMs: number): void {
  if (pausedUntil === null || epochMs > pausedUntil) {
    pausedUntil = epochMs;
    // Ends the pause even if every waiting request was cancelled (e.g. the user navigated away).
    if (releaseTimer !== null) clearTimeout(releaseTimer);
    releaseTimer = setTimeout(release, Math.max(0, epochMs - Date.now()));
    emit();
  }
}

export function release(): void {
  if (pausedUntil !== null && pausedUntil <= Date.now()) {
    pausedUntil = null;
    emit();
  }
}

export function getPausedUntil(): number | null {
  return pausedUntil;
}

export function subscribeRateLimit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRateLimitPause(): number | null {
  return useSyncExternalStore(subscribeRateLimit, getPausedUntil, getPausedUntil);
}
