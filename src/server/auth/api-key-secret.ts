import { API_KEY_PREFIX, API_KEY_PREFIXES } from '#contract/portal';
import { randomBase62, sha256Hex } from './tokens';

/** 40 base62 chars ≈ 238 bits. */
const SECRET_RANDOM_LENGTH = 40;
/** `wsk_test_` plus four characters: enough to tell keys apart in a list. */
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

export interface NewApiKeySecret {
  secret: string;
  secretHash: string;
  prefix: string;
  last4: string;
}

export function generateApiKeySecret(): NewApiKeySecret {
  const secret = API_KEY_PREFIX + randomBase62(SECRET_RANDOM_LENGTH);
  return {
    secret,
    secretHash: sha256Hex(secret),
    prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
    last4: secret.slice(-4),
  };
}

/** Cheap shape check before touching the database. */
export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PREFIXES.some((prefix) => value.startsWith(prefix)) && /^[A-Za-z0-9_]{20,200}$/.test(value);
}
