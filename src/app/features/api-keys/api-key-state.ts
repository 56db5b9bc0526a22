import type { ApiKey } from '#contract/portal';
import type { BadgeTone } from '#app/components/ui/badge';

export type ApiKeyState = 'active' | 'expiring_soon' | 'expired' | 'revoked';

export const EXPIRING_SOON_MS = 7 * 24 * 3600 * 1000;

export function apiKeyState(key: Pick<ApiKey, 'expires_at' | 'revoked_at'>, now: number = Date.now()): ApiKeyState {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at === null) return 'active';
  const left = new Date(key.expires_at).getTime() - now;
  if (left <= 0) return 'expired';
  return left <= EXPIRING_SOON_MS ? 'expiring_soon' : 'active';
}

export const API_KEY_STATE_TONES: Readonly<Record<ApiKeyState, BadgeTone>> = {
  active: 'success',
  expiring_soon: 'warning',
  expired: 'muted',
  revoked: 'danger',
};

/**
 * The old row of a roll carries the successor's name: it says it is the old secret and when it stops
 * (or stopped) working. Null for any other key, and from a server that does not say a key was rolled.
 */
export function oldSecretNote(
  key: Pick<ApiKey, 'expires_at' | 'revoked_at' | 'rolled_at'>,
  formatWhen: (iso: string) => string,
  now: number = Date.now(),
): string | null {
  if (!key.rolled_at || key.revoked_at !== null) return null;
  if (!key.expires_at) return 'Old secret, replaced by a roll.';
  const stopped = new Date(key.expires_at).getTime() <= now;
  return `Old secret, replaced by a roll: ${stopped ? 'stopped' : 'stops'} working ${formatWhen(key.expires_at)}.`;
}

/** Only a key that still authenticates can be rolled or revoked. */
export function isUsable(state: ApiKeyState): boolean {
  return state === 'active' || state === 'expiring_soon';
}
