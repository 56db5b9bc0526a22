import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts, sessions } from '#server/db/schema/accounts';
import { sha256Hex } from '#server/auth/tokens';
import { recordAudit, type AuditContext } from '#server/domain/audit/record-audit';

/** The person's live sessions in every account, the most recently used first; `current` marks the one asking. */
export async function listPersonSessions(db: DbOrTx, userId: string, currentToken: string, now: Date) {
  const currentHash = sha256Hex(currentToken);
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      accountId: accounts.id,
      accountName: accounts.name,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    current: row.tokenHash === currentHash,
    account: { id: row.accountId, name: row.accountName },
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/** Who ends sessions, for the audit entry in the account they are signed in to. */
export interface SessionEnder {
  userId: string;
  accountId: string;
  memberId: string;
  name: string;
  context: AuditContext;
}

function auditEnded(tx: DbOrTx, by: SessionEnder, ended: number, now: Date) {
  const member = { type: 'member' as const, id: by.memberId, name: by.name };
  return recordAudit(tx, {
    accountId: by.accountId,
    action: 'session.revoked',
    actor: member,
    target: member,
    context: by.context,
    changes: { before: null, after: { sessions_ended: ended } },
    occurredAt: now,
  });
}

/** Ends one of the person's sessions by its public id; false when they have none by that id. */
export function endPersonSession(db: Db, by: SessionEnder, sessionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, by.userId), eq(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return false;
    await auditEnded(tx, by, 1, now);
    return true;
  });
}

/** Ends every session of the person but the one asking ("sign out everywhere else"); how many ended. */
export function endOtherPersonSessions(db: Db, by: SessionEnder, currentToken: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, by.userId), ne(sessions.tokenHash, sha256Hex(currentToken))))
      .returning({ id: sessions.id });
    if (ended.length > 0) await auditEnded(tx, by, ended.length, now);
    return ended.length;
  });
}
