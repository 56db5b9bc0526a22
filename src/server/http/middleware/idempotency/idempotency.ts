import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Db } from '#server/db/client';
import {
  findSavedKey,
  pruneExpiredKeys,
  saveResponse,
  tryLockKey,
  type SavedKey,
} from '#server/domain/idempotency/idempotency-store';
import { seal, unseal } from '#server/domain/sealing';
import { deriveKey } from '#server/domain/signing';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requestFingerprint } from './idempotency-fingerprint';

/** Printable ASCII, 1–255 characters (UUIDs fit; so do other client schemes). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 10 * 60_000;
/** When each app (keyed by its deps) last pruned: every app has a clock of its own, and one app's time says nothing of another's. */
const lastPruneOf = new WeakMap<object, number>();

/** Thrown inside the transaction to undo a request that ended in an error. */
class RolledBack extends Error {}

const inUse = () =>
  new ApiError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly.');

function replayOf(saved: SavedKey, requestHash: string, sealingKey: Buffer): Response {
  if (saved.requestHash !== requestHash) {
    throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
  }
  const body = unseal(sealingKey, saved.body);
  // Sealed under a previous SESSION_SECRET. Running again could duplicate the
  // write, so the key stays taken and the client is told why.
  if (body === null) {
    throw new ApiError(
      'idempotency_key_in_use',
      'The saved response for this Idempotency-Key can no longer be read; send a new key.',
    );
  }
  return new Response(body, {
    status: saved.status,
    headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

/**
 * Idempotency-Key on POST: the first request runs and its successful response
 * is kept for 24 h; a repeat replays it, a different request under the same key
 * is refused, and so is a repeat while the first still runs.
 *
 * The handler runs inside one transaction with the saved response, so its
 * write and the response commit together: after a crash at any moment a retry
 * finds either the response or nothing (and runs once). Error responses roll
 * back and are not kept, so a corrected retry under the same key can succeed.
 * Saved bodies are sealed: a replayed API-key create carries its secret.
 *
 * Mounted after authentication, plan and scope checks (requireScope runs it),
 * so a caller without the scope never sees another caller's saved response.
 */
export async function runIdempotent(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const key = c.req.header('Idempotency-Key');
  if (c.req.method !== 'POST' || key === undefined) {
    await next();
    return undefined;
  }
  if (!KEY_PATTERN.test(key) || key.trim() === '') {
    throw new ApiError(
      'invalid_idempotency_key',
      'Idempotency-Key must be 1–255 printable ASCII characters (a UUID is recommended).',
    );
  }
  const deps = c.get('deps');
  const { db, now, config } = deps;
  const sealingKey = deriveKey(config.sessionSecret, 'idempotent-response');
  const ref = { accountId: c.get('caller').accountId, key };
  const url = new URL(c.req.url);
  // A site-limited member's request is theirs to repeat: the same key from a caller of other sites is another request.
  const reach = c.get('caller').member?.siteIds;
  const target = `${url.pathname}${url.search}${reach ? `\nreach:${reach.join(',')}` : ''}`;
  const requestHash = requestFingerprint(c.req.method, target, await c.req.text());

  const at = now();
  if (at.getTime() - (lastPruneOf.get(deps) ?? -Infinity) > PRUNE_EVERY_MS) {
    lastPruneOf.set(deps, at.getTime());
    await pruneExpiredKeys(db, at);
  }
  // Repeats of a finished request are answered without opening a transaction.
  const earlier = await findSavedKey(db, ref, now());
  if (earlier?.state === 'done') return replayOf(earlier, requestHash, sealingKey);

  let replay: Response | undefined;
  try {
    await db.transaction(async (tx) => {
      if (!(await tryLockKey(tx, ref))) throw inUse();
      const saved = await findSavedKey(tx, ref, now());
      if (saved?.state === 'done') {
        replay = replayOf(saved, requestHash, sealingKey);
        return;
      }
      c.set('deps', { ...deps, db: tx as unknown as Db });
      try {
        await next();
      } finally {
        c.set('deps', deps);
      }
      if (c.error !== undefined || c.res.status >= 500) throw new RolledBack();
      if (c.res.status < 400) {
        const body = seal(sealingKey, await c.res.clone().text());
        await saveResponse(tx, { ...ref, requestHash, status: c.res.status, body, now: now() });
      }
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return replay;
}

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => runIdempotent(c, next);
}
