import type { PickupWindowInput, ResolvedPickupWindow } from './pickup-window-input';
import { resolvePickupWindow } from './pickup-window-input';

/** How the pickup window is chosen: among the server's offered windows, or typed (a server without them). */
export type PickupMode = 'windows' | 'free-form';

/** A chosen offered window is kept as an ISO 8601 interval, "start/end", so it survives sessionStorage as text. */
export function encodeWindow(window: { start: string; end: string }): string {
  return `${window.start}/${window.end}`;
}

export function decodeWindow(value: string): { start: string; end: string } | null {
  const [start, end, extra] = value.split('/');
  if (!start || !end || extra !== undefined) return null;
  if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return null;
  return { start, end };
}

/**
 * The window to send. Offered windows were checked by the server that offered them, so the only
 * client rule is that one is chosen; typed windows get the free-form rules of the contract.
 */
export function resolvePickup(input: PickupWindowInput, mode: PickupMode, timeZone: string, now: Date): ResolvedPickupWindow {
  if (mode === 'free-form') return resolvePickupWindow(input, timeZone, now);
  const chosen = decodeWindow(input.window ?? '');
  if (!chosen) return { start: null, end: null, errors: { day: 'Choose a pickup window.' }, notes: {} };
  return { start: new Date(chosen.start), end: new Date(chosen.end), errors: {}, notes: {} };
}

/** Offered windows unless the server said it has none to offer (a v1 server without the extension). */
export function pickupModeOf(availability: { supported: boolean } | undefined): PickupMode {
  return availability?.supported === false ? 'free-form' : 'windows';
}
