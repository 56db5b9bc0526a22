import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { SCOPES, type Scope } from '../../../contract/scopes';
import type { Db } from '../../db/client';
import { accounts, apiKeys } from '../../db/schema';
import { looksLikeApiKey } from '../../auth/api-key-secret';
import { sha256Hex } from '../../auth/tokens';

/** last_used_at is written at most this often per key, to keep reads cheap. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A usable key (not revoked, not expired) with its account, or null. */
export async function findUsableApiKey(db: Db, secret: string, now: Date) {
  if (!looksLikeApiKey(secret)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      plan: accounts.plan,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(
      and(
        eq(apiKeys.secretHash, sha256Hex(secret)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  const scopes = SCOPES.filter((scope: Scope) => row.scopes.includes(scope));
  return { id: row.id, accountId: row.accountId, plan: row.plan, scopes };
}
