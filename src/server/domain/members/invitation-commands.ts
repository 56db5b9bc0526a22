import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { MemberRole } from '#contract/members';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import { randomToken, sha256Hex } from '#server/auth/tokens';
import type { Db, DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { mailOutbox } from '#server/db/schema/mail';
import { invitations, members } from '#server/db/schema/team';
import { newId } from '#server/domain/ids';
import { lockAccount } from '#server/domain/lock-account';
import { recordTeamAudit, type TeamActor } from './member-actor';
import { memberSitesProblems, storedSites } from './member-sites';
import { findOpenInvitation, type InvitationRow } from './invitation-queries';
import { mailInvitation } from './invitation-mailing';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitation mails (new and resent) an account may send in 24 hours. */
export const INVITATIONS_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type InvitationInput = { email: string; role: MemberRole; sites: 'all' | string[] };

async function refuseOverDailyLimit(tx: DbOrTx, accountId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.accountId, accountId),
        eq(mailOutbox.kind, 'invitation'),
        gte(mailOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((row?.count ?? 0) >= INVITATIONS_PER_DAY) {
    throw new ApiError(
      'rate_limited',
      `An account can send ${INVITATIONS_PER_DAY} invitations a day; try again tomorrow.`,
      undefined,
      {
        limit: 'day',
      },
    );
  }
}

async function isMemberAlready(tx: DbOrTx, accountId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.accountId, accountId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** An expired invitation to the same address gives way to the new one (it could never be used). */
async function retireExpired(tx: DbOrTx, accountId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        lte(invitations.expiresAt, now),
      ),
    );
}

async function inviteProblems(tx: DbOrTx, actor: TeamActor, input: InvitationInput) {
  const problems = await memberSitesProblems(tx, actor.accountId, input.role, input.sites);
  if (input.role === 'owner' && actor.role !== 'owner') {
    problems.push({ field: 'role', code: 'invalid_value', message: 'Only an owner can invite an owner.' });
  }
  if (await isMemberAlready(tx, actor.accountId, input.email)) {
    problems.push({ field: 'email', code: 'already_member', message: `${input.email} is a member of this account already.` });
  }
  return problems;
}

/**
 * Invites an address with a role and sites: the invitation, its mail and the audit entry land
 * together. The token is returned to nobody but the mail; only its hash is kept.
 */
export async function createInvitation(
  db: Db,
  actor: TeamActor,
  input: InvitationInput,
  portalUrl: string,
  now: Date,
): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const problems = await inviteProblems(tx, actor, input);
    await retireExpired(tx, actor.accountId, input.email, now);
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.accountId, actor.accountId),
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    if (pending) {
      problems.push({
        field: 'email',
        code: 'duplicate',
        message: `${input.email} has a pending invitation: resend it instead.`,
      });
    }
    if (problems.length > 0) throw validationFailed(problems);
    await refuseOverDailyLimit(tx, actor.accountId, now);
    const token = randomToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        id: newId('invt'),
        accountId: actor.accountId,
        email: input.email,
        role: input.role,
        siteIds: storedSites(input.sites),
        tokenHash: sha256Hex(token),
        invitedByMemberId: actor.memberId,
        invitedByName: actor.name,
        createdAt: now,
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    await mailInvitation(tx, row!, token, portalUrl, now);
    await recordTeamAudit(tx, actor, now, {
      action: 'member.invited',
      target: { type: 'invitation', id: row!.id, name: input.email },
      changes: { before: null, after: { email: input.email, role: input.role, sites: row!.siteIds ?? 'all' } },
    });
    return row!;
  });
}

/** Sends the invitation again with a new link (the old one stops working) and a new 7 days. */
export async function resendInvitation(
  db: Db,
  actor: TeamActor,
  id: string,
  portalUrl: string,
  now: Date,
): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const found = await findOpenInvitation(tx, actor.accountId, id);
    if (!found) throw notFound('pending invitation');
    await refuseOverDailyLimit(tx, actor.accountId, now);
    const token = randomToken();
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: sha256Hex(token), lastSentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(eq(invitations.id, found.id))
      .returning();
    await mailInvitation(tx, row!, token, portalUrl, now);
    await recordTeamAudit(tx, actor, now, {
      action: 'invitation.resent',
      target: { type: 'invitation', id: found.id, name: found.email },
      changes: { before: { expires_at: found.expiresAt.toISOString() }, after: { expires_at: row!.expiresAt.toISOString() } },
    });
    return row!;
  });
}

export async function revokeInvitation(db: Db, actor: TeamActor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findOpenInvitation(tx, actor.accountId, id);
    if (!found) throw notFound('pending invitation');
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.id, found.id), isNull(invitations.revokedAt)));
    await recordTeamAudit(tx, actor, now, {
      action: 'invitation.revoked',
      target: { type: 'invitation', id: found.id, name: found.email },
      changes: { before: { email: found.email, role: found.role }, after: null },
    });
  });
}
