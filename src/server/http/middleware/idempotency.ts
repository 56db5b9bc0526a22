import type { MiddlewareHandler } from 'hono';
import { sha256Hex } from '../../auth/tokens';
import { seal, unseal } from '../../domain/sealing';
import { deriveKey } from '../../domain/signing';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { claimKey, pruneExpiredKeys, releaseKey, saveResponse } from './idempotency-store';

/** Printable ASCII, 1–255 characters (UUIDs fit; so do other client schemes). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Idempotency-Key on POST: the first request runs and its successful response
 * is kept for 24 h; a repeat replays it, a different request under the same key
 * is refused, and so is a repeat while the first still runs. Error responses
 * are not kept, so a corrected retry under the same key can succeed. Saved
 * bodies are sealed: a replayed API-key create carries its secret, and the
 * database alone must never reveal one.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  let lastPrune = 0;
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!KEY_PATTERN.test(key) || key.trim() === '') {
      throw new ApiError('invalid_idempotency_key', 'Idempotency-Key must be 1–255 printable ASCII characters (a UUID is recommended).');
    }
    const { db, now, config } = c.get('deps');
    const sealingKey = deriveKey(config.sessionSecret, 'idempotent-response');
    const accountId = c.get('caller').accountId;
    const url = new URL(c.req.url);
    const requestHash = sha256Hex(`${c.req.method}\n${url.pathname}${url.search}\n${await c.req.text()}`);

    if (now().getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now().getTime();
      await pruneExpiredKeys(db, now());
    }
    const claim = await claimKey(db, { accountId, key, requestHash, now: now() });
    if (claim.kind === 'reused') {
      throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
    }
    if (claim.kind === 'in_flight') {
      throw new ApiError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly.');
    }
    if (claim.kind === 'replay') {
      const body = unseal(sealingKey, claim.body);
      // Sealed under a previous SESSION_SECRET. Running again could duplicate the
      // write, so the key stays taken and the client is told why.
      if (body === null) {
        throw new ApiError('idempotency_key_in_use', 'The saved response for this Idempotency-Key can no longer be read; send a new key.');
      }
      return new Response(body, {
        status: claim.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }

    try {
      await next();
    } catch (error) {
      await releaseKey(db, accountId, key);
      throw error;
    }
    if (c.res.status >= 200 && c.res.status < 400) {
      await saveResponse(db, accountId, key, c.res.status, seal(sealingKey, await c.res.clone().text()));
    } else {
      await releaseKey(db, accountId, key);
    }
  };
}
