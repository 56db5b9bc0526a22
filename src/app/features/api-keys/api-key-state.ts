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

/** Only a key that still authenticates can be rolled or revoked. */
export function isUsable(state: ApiKeyState): boolean {
  return state === 'active' || state === 'expiring_soon';
}
