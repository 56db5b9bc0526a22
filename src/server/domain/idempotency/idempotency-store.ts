import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema/request-limits';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface SavedKey {
  requestHash: string;
  /** `in_flight` only in rows written before responses were saved with their write. */
  state: 'in_flight' | 'done';
  status: number;
  body: string;
}

interface KeyRef {
  accountId: string;
  key: string;
}

/** The unexpired row for a key, if any. */
export async function findSavedKey(db: DbOrTx, ref: KeyRef, now: Date): Promise<SavedKey | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.accountId, ref.accountId), eq(idempotencyKeys.key, ref.key), gt(idempotencyKeys.expiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  return { requestHash: row.requestHash, state: row.state, status: row.responseStatus ?? 200, body: row.responseBody ?? '' };
}

/**
 * A transaction-scoped advisory lock on the key: one transaction at a time runs
 * a key, across every process on the database, and the lock ends with the
 * transaction — also when its process dies, so a crash never leaves a key stuck.
 */
export async function tryLockKey(tx: Tx, ref: KeyRef): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency\n${ref.accountId}\n${ref.key}`}, 0)) as locked`,
  );
  // Both drivers (PGlite, node-postgres) answer with { rows }.
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Saves the response inside the transaction of the write it answers (replacing an expired or abandoned row). */
export async function saveResponse(
  tx: Tx,
  input: KeyRef & { requestHash: string; status: number; body: string; now: Date },
): Promise<void> {
  const values = {
    accountId: input.accountId,
    key: input.key,
    requestHash: input.requestHash,
    state: 'done' as const,
    responseStatus: input.status,
    responseBody: input.body,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + IDEMPOTENCY_TTL_MS),
  };
  await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyKeys.accountId, idempotencyKeys.key], set: values });
}

export async function pruneExpiredKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
