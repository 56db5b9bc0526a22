import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { generateApiKeySecret } from '#server/auth/api-key-secret';
import { newId } from '#server/auth/tokens';
import type { Db, DbOrTx } from '#server/db/client';
import { apiKeys } from '#server/db/schema/accounts';
import { recordAuditBy, type AuditSource } from '#server/domain/audit/record-audit';
import type { ApiKeyCache } from './api-key-cache';
import { inEventTransaction, recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import type { Maker } from '#server/domain/made-by';
import { mailApiKeyCreated } from '#server/domain/notifications/security/api-key-created-mail';
import { apiKeyCreatedEvent, apiKeyRolledEvent, recordApiKeyEvent } from './api-key-events';

export interface ApiKeyInput {
  accountId: string;
  name: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  now: Date;
  /** The member who asks for it, shown on the key; absent for keys made by the service. */
  createdBy?: { memberId: string; name: string } | undefined;
  /** Who asks for it and from where: its audit entry; none for keys the service makes itself. */
  audit?: AuditSource | undefined;
  /** Where the mail to the account's owners and admins links to; with `audit`, a key asked for by someone is mailed about (the service's own are not). */
  portalUrl?: string | undefined;
}

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What an audit entry keeps of a key: never its secret or hash. */
const auditedFields = (row: Pick<ApiKeyRow, 'name' | 'scopes' | 'expiresAt'>) => ({
  name: row.name,
  scopes: row.scopes,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

const keyTarget = (row: Pick<ApiKeyRow, 'id' | 'name'>) => ({ type: 'api_key', id: row.id, name: row.name });

/** A member who acts makes the keys they ask for; an API key or the service makes them by nobody's name. */
function memberOf(audit: AuditSource | undefined): ApiKeyInput['createdBy'] {
  return audit?.actor.type === 'member' && audit.actor.id ? { memberId: audit.actor.id, name: audit.actor.name } : undefined;
}

/** Inserts a key; the secret is returned here and nowhere else, only its hash is kept. `maker`: who asked for it. */
export function insertApiKey(db: Db, input: ApiKeyInput, maker?: Maker) {
  return inEventTransaction(db, input.now, (tx) => insertApiKeyIn(tx, input), maker);
}

async function insertApiKeyIn(tx: EventTx, input: ApiKeyInput) {
  const secret = generateApiKeySecret();
  const values = {
    id: newId('key'),
    accountId: input.accountId,
    name: input.name,
    prefix: secret.prefix,
    last4: secret.last4,
    secretHash: secret.secretHash,
    scopes: [...input.scopes],
    createdAt: input.now,
    expiresAt: input.expiresAt,
    createdByMemberId: input.createdBy?.memberId ?? null,
    createdByName: input.createdBy?.name ?? null,
  };
  const row = { ...values, lastUsedAt: null, revokedAt: null, rolledAt: null };
  await tx.insert(apiKeys).values(values);
  recordEvent(tx, apiKeyCreatedEvent(row));
  await recordAuditBy(tx, input.audit, {
    accountId: input.accountId,
    action: 'api_key.created',
    target: keyTarget(row),
    changes: { before: null, after: auditedFields(row) },
    occurredAt: input.now,
  });
  if (input.audit && input.portalUrl) {
    const key = { accountId: input.accountId, name: row.name, scopes: row.scopes, createdBy: input.audit.actor.name };
    await mailApiKeyCreated(tx, { ...key, portalUrl: input.portalUrl }, input.now);
  }
  return { row, secret: secret.secret };
}

export function listApiKeys(db: DbOrTx, accountId: string) {
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * A key that still works and has not been rolled, locked for the caller's
 * transaction. A concurrent roll waits for the lock and then finds the key
 * rolled, so ten rolls at once make one successor.
 */
export async function findRollableApiKey(db: DbOrTx, accountId: string, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.id, id),
        isNull(apiKeys.revokedAt),
        isNull(apiKeys.rolledAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Rolls a key: a successor with the same name, scopes and expiry, while the old
 * secret keeps working until oldSecretExpiresAt (never beyond the expiry it
 * already had). Null when the key is not there, not usable or rolled already.
 */
export async function rollApiKey(
  db: Db,
  keys: ApiKeyCache,
  accountId: string,
  id: string,
  oldSecretExpiresAt: Date,
  now: Date,
  maker?: Maker,
  audit?: AuditSource,
) {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const old = await findRollableApiKey(tx, accountId, id, now);
      if (!old) return null;
      const graceEnd = old.expiresAt && old.expiresAt < oldSecretExpiresAt ? old.expiresAt : oldSecretExpiresAt;
      await tx.update(apiKeys).set({ expiresAt: graceEnd, rolledAt: now }).where(eq(apiKeys.id, old.id));
      recordEvent(tx, apiKeyRolledEvent(old, graceEnd, now));
      keys.forget();
      const successor = await insertApiKeyIn(tx, {
        accountId,
        name: old.name,
        scopes: old.scopes,
        expiresAt: old.expiresAt,
        now,
        createdBy: memberOf(audit),
      });
      await recordAuditBy(tx, audit, {
        accountId,
        action: 'api_key.rolled',
        target: keyTarget(old),
        changes: {
          before: { expires_at: old.expiresAt?.toISOString() ?? null },
          after: { expires_at: graceEnd.toISOString(), new_key_id: successor.row.id },
        },
        occurredAt: now,
      });
      return successor;
    },
    maker,
  );
}

/** Revokes a key (a second revoke keeps the first time) and returns it, or null when the account has no such key. */
export async function revokeApiKey(
  db: Db,
  keys: ApiKeyCache,
  accountId: string,
  id: string,
  now: Date,
  maker?: Maker,
  audit?: AuditSource,
) {
  await inEventTransaction(
    db,
    now,
    async (tx) => {
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      if (!revoked) return;
      recordApiKeyEvent(tx, 'api_key.revoked', revoked, now, { revoked_at: null });
      await recordAuditBy(tx, audit, {
        accountId,
        action: 'api_key.revoked',
        target: keyTarget(revoked),
        changes: { before: { revoked_at: null }, after: { revoked_at: now.toISOString() } },
        occurredAt: now,
      });
    },
    maker,
  );
  keys.forget();
  return findApiKey(db, accountId, id);
}
