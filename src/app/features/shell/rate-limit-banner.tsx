import { useEffect, useState } from 'react';
import { useRateLimitPause } from '../../lib/rate-limit-store';

/** Shown while the http client waits out a 429; the held requests resume by themselves. */
export function RateLimitBanner() {
  const pausedUntil = useRateLimitPause();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (pausedUntil === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [pausedUntil]);

  const seconds = pausedUntil === null ? 0 : Math.max(0, Math.ceil((pausedUntil - now) / 1000));
  return (
    <div role="status" aria-live="polite" className={pausedUntil === null ? 'sr-only' : 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50'}>
      {pausedUntil === null
        ? ''
        : `Too many requests. Resuming automatically in ${formatWait(seconds)}…`}
    </div>
  );
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
