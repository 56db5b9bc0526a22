import type { Db } from '#server/db/client';
import { recordAudit, type AuditContext } from '#server/domain/audit/record-audit';
import { noteSignInDevice } from '#server/domain/notifications/security/new-sign-in-mail';
import { markSignedIn } from './check-credentials';
import { createSession, deleteSession, type NewSession } from './session-store';

/** A person signing in to one membership: the member by id, in their account, with the person's name. */
export interface SigningIn {
  userId: string;
  memberId: string;
  accountId: string;
  name: string;
}

const memberActor = (who: SigningIn) => ({ type: 'member' as const, id: who.memberId, name: who.name });
const memberTarget = (who: SigningIn) => ({ type: 'member', id: who.memberId, name: who.name });

/**
 * Starts a session: the member is marked as seen, the session made, `session.signed_in` written and
 * the device noted (a new one mailed about, with links into `portalUrl`), all or nothing.
 */
export function signIn(db: Db, who: SigningIn, context: AuditContext, portalUrl: string, now: Date): Promise<NewSession> {
  return db.transaction(async (tx) => {
    await markSignedIn(tx, who.memberId, now);
    const session = await createSession(tx, { userId: who.userId, accountId: who.accountId }, context, now);
    await recordAudit(tx, {
      accountId: who.accountId,
      action: 'session.signed_in',
      actor: memberActor(who),
      target: memberTarget(who),
      context,
      occurredAt: now,
    });
    await noteSignInDevice(tx, { userId: who.userId, accountId: who.accountId, context, portalUrl }, now);
    return session;
  });
}

/**
 * A wrong password for a known person: `session.sign_in_failed` in the account they would have
 * signed in to. An unknown email belongs to no account, so it has no entry anywhere.
 */
export function recordSignInFailed(db: Db, who: SigningIn, context: AuditContext, now: Date): Promise<void> {
  return recordAudit(db, {
    accountId: who.accountId,
    action: 'session.sign_in_failed',
    actor: memberActor(who),
    target: memberTarget(who),
    context,
    occurredAt: now,
  });
}

/** Ends a session and writes `session.signed_out`, together. */
export function signOut(db: Db, token: string, who: Omit<SigningIn, 'userId'>, context: AuditContext, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteSession(tx, token);
    await recordAudit(tx, {
      accountId: who.accountId,
      action: 'session.signed_out',
      actor: { type: 'member', id: who.memberId, name: who.name },
      target: { type: 'member', id: who.memberId, name: who.name },
      context,
      occurredAt: now,
    });
  });
}
