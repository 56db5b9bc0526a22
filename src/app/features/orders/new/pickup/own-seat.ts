import type { OfferedWindow } from '#app/features/orders/api/pickup-windows-query';

const sameWindow = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);

/**
 * The windows as a rescheduled order sees them: the seat it holds counts in the server's
 * numbers but is its own, so its current window has one more place and is not full to it.
 */
export function withOwnSeat(windows: readonly OfferedWindow[], current: { start: string; end: string } | null): OfferedWindow[] {
  if (!current) return [...windows];
  return windows.map((window) => {
    if (!sameWindow(window, current)) return window;
    const remaining = Math.min(window.capacity, window.remaining + 1);
    const full = window.unavailable_reason === 'full';
    return {
      ...window,
      remaining,
      available: window.available || full,
      unavailable_reason: full ? null : window.unavailable_reason,
    };
  });
}

export function isCurrentWindow(window: { start: string; end: string }, current: { start: string; end: string } | null): boolean {
  return current !== null && sameWindow(window, current);
}
