import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { SCOPES, type Scope } from '#contract/scopes';
import type { Db } from '#server/db/client';
import { accounts, apiKeys } from '#server/db/schema/accounts';
import { looksLikeApiKey } from '#server/auth/api-key-secret';
import { sha256Hex } from '#server/auth/tokens';
import type { ApiKeyCache, UsableApiKey } from './api-key-cache';

/** last_used_at is written at most this often per key, to keep reads cheap. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A usable key (not revoked, not expired) with its account, or null. Served from the
 * process's cache for at most `cache.maxAgeMs` (api-key-cache.ts); 0 reads the database every time.
 */
export async function findUsableApiKey(db: Db, secret: string, now: Date, cache?: { keys: ApiKeyCache; maxAgeMs: number }) {
  if (!looksLikeApiKey(secret)) return null;
  const secretHash = sha256Hex(secret);
  const maxAgeMs = cache?.maxAgeMs ?? 0;
  const key = cache?.keys.get(secretHash, maxAgeMs, now) ?? (await readUsableApiKey(db, secretHash, now));
  if (!key) return null;
  cache?.keys.remember(secretHash, key, maxAgeMs);
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    key.lastUsedAt = now;
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  }
  return { id: key.id, name: key.name, accountId: key.accountId, plan: key.plan, scopes: key.scopes };
}

async function readUsableApiKey(db: Db, secretHash: string, now: Date): Promise<UsableApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      accountId: apiKeys.accountId,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      plan: accounts.plan,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(
      and(
        eq(apiKeys.secretHash, secretHash),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, scopes: SCOPES.filter((scope: Scope) => row.scopes.includes(scope)) };
}
