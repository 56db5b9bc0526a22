import { useLayoutEffect, useRef, useState } from 'react';
import { useRateLimitPause, useRateLimitReason, type PauseReason } from '#app/lib/http/rate-limit-store';

/**
 * True when `banner` is the one people can perceive: the page's while no dialog is
 * open, else the one inside the dialog on top. An open modal dialog makes the rest
 * of the page inert, so a countdown outside it is neither seen nor announced.
 */
function isOnTop(banner: HTMLElement | null): boolean {
  if (!banner) return true;
  const open = document.querySelectorAll('dialog[open]');
  return banner.closest('dialog') === (open[open.length - 1] ?? null);
}

/**
 * Shown while the http client waits out a 429; the held requests resume by themselves.
 * The page has one, and so has every modal dialog; only the one on top fills in.
 */
export function RateLimitBanner() {
  const pausedUntil = useRateLimitPause();
  const reason = useRateLimitReason();
  const [now, setNow] = useState(() => Date.now());
  const [onTop, setOnTop] = useState(true);
  const ref = useRef<HTMLDivElement>(null);

  // Before paint, and on every tick: opening or closing a dialog mid-wait moves the countdown.
  useLayoutEffect(() => {
    if (pausedUntil === null) return;
    const tick = () => {
      setNow(Date.now());
      setOnTop(isOnTop(ref.current));
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [pausedUntil]);

  const shown = pausedUntil !== null && onTop;
  const seconds = pausedUntil === null ? 0 : Math.max(0, Math.ceil((pausedUntil - now) / 1000));
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className={
        shown ? 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50' : 'sr-only'
      }
    >
      {shown ? `${whichLimit(reason, pausedUntil)} Resuming automatically in ${formatWait(seconds)}…` : ''}
    </div>
  );
}

const OWNER: Record<NonNullable<PauseReason['scope']>, string> = {
  session: 'Your portal session’s',
  account: 'This account’s API',
  address: 'This address’s',
};

/** Names the budget that ran out and when it refills, as far as the 429 said. */
function whichLimit(reason: PauseReason | null, until: number): string {
  const at = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  if (!reason?.scope) return `Too many requests until ${at}.`;
  const size = reason.limit !== null && reason.window !== null ? ` of ${reason.limit} requests per ${reason.window}` : '';
  return `${OWNER[reason.scope]} request limit${size} is used up until ${at}.`;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
