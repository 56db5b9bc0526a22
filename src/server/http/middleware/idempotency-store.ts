import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** An in-flight claim this old belongs to a process that died; requests never run this long. */
const ABANDONED_AFTER_MS = 2 * 60_000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'reused' }
  | { kind: 'in_flight' };

interface ClaimInput {
  accountId: string;
  key: string;
  requestHash: string;
  now: Date;
}

async function tryInsert(db: Db, input: ClaimInput): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      accountId: input.accountId,
      key: input.key,
      requestHash: input.requestHash,
      state: 'in_flight',
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Insert-or-inspect: the database's primary key decides who runs the request. */
export async function claimKey(db: Db, input: ClaimInput): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryInsert(db, input)) return { kind: 'claimed' };
    const where = and(eq(idempotencyKeys.accountId, input.accountId), eq(idempotencyKeys.key, input.key));
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) continue; // released between our insert and select
    const abandoned = row.state === 'in_flight' && input.now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS;
    if (row.expiresAt <= input.now || abandoned) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== input.requestHash) return { kind: 'reused' };
    if (row.state === 'in_flight') return { kind: 'in_flight' };
    return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody ?? '' };
  }
  return { kind: 'in_flight' };
}

export async function saveResponse(db: Db, accountId: string, key: string, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(db: Db, accountId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
}

export async function pruneExpiredKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
