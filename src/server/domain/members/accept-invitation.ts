import { and, eq, inArray } from 'drizzle-orm';
import type { InvitationPreview } from '#contract/members';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#server/auth/password';
import { sha256Hex } from '#server/auth/tokens';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts, users } from '#server/db/schema/accounts';
import { sites } from '#server/db/schema/sites';
import { invitations, members } from '#server/db/schema/team';
import { recordAudit, type AuditContext } from '#server/domain/audit/record-audit';
import { mailMemberAdded } from '#server/domain/notifications/security/member-added-mail';
import { insertMember, insertPersonMember } from './new-member';
import type { InvitationRow } from './invitation-queries';

/** Who accepts: the signed-in person (their user id), or a name and password for a new person. */
export interface Acceptance {
  token: string;
  name?: string | undefined;
  password?: string | undefined;
  signedInUserId?: string | undefined;
  context: AuditContext;
  /** Where the mail to the account's owners and admins links to. */
  portalUrl: string;
}

/** What an invitation link offers before it is accepted. */
export async function previewInvitation(db: DbOrTx, token: string, now: Date): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token, now);
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.accountId));
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return {
    account_name: account?.name ?? '',
    email: row.email,
    role: row.role,
    invited_by: row.invitedByName,
    expires_at: row.expiresAt.toISOString(),
    existing_person: person !== undefined,
  };
}

/** The invitation a token names, or why it can no longer be used. */
export async function usableInvitation(db: DbOrTx, token: string, now: Date, lock = false): Promise<InvitationRow> {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256Hex(token)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('invitation for this link (it may have been replaced by a newer one)');
  if (row.acceptedAt) throw new ApiError('invitation_used', 'This invitation has been accepted already: sign in instead.');
  if (row.revokedAt) throw new ApiError('invitation_revoked', 'This invitation was withdrawn. Ask for a new one.');
  if (row.expiresAt <= now) throw new ApiError('invitation_expired', 'This invitation has expired. Ask for a new one.');
  return row;
}

/** The invitation's sites still active now (one archived since is left out). */
async function sitesStillActive(tx: DbOrTx, row: InvitationRow): Promise<string[] | null> {
  if (!row.siteIds) return null;
  const active = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, row.accountId), eq(sites.status, 'active'), inArray(sites.id, row.siteIds)));
  if (active.length === 0) {
    throw validationFailed([
      { field: 'token', code: 'invalid_value', message: 'The sites of this invitation were archived: ask for a new one.' },
    ]);
  }
  return active.map((site) => site.id).sort();
}

/** The person accepting: the signed-in one (if the invitation is to their address), an existing one by password, or a new one. */
async function personFor(tx: DbOrTx, row: InvitationRow, input: Acceptance) {
  const [existing] = await tx.select().from(users).where(eq(users.email, row.email)).limit(1);
  if (input.signedInUserId && existing?.id === input.signedInUserId)
    return { userId: existing.id, name: existing.name, created: false };
  if (existing) {
    const valid = input.password ? await verifyPassword(input.password, existing.passwordHash) : false;
    if (!valid) throw new ApiError('unauthenticated', `Enter the password you sign in to Whetstone with as ${row.email}.`);
    // A password alone must not make a session for someone who signs in with a second factor.
    if (existing.twoFactorEnabledAt) {
      throw new ApiError(
        'unauthenticated',
        `You sign in to Whetstone with two-factor: sign in as ${row.email} with your code first, then open this link again.`,
      );
    }
    return { userId: existing.id, name: existing.name, created: false };
  }
  const problems = [];
  if (!input.name) problems.push({ field: 'name', code: 'required', message: 'Enter your name.' });
  if (!input.password)
    problems.push({ field: 'password', code: 'required', message: 'Choose a password of at least 12 characters.' });
  if (problems.length > 0) {
    // The same cost as checking a password, so the answer does not tell whether the address has a person here.
    await verifyAgainstDummy(input.password ?? '');
    throw validationFailed(problems);
  }
  return { userId: null, name: input.name!, created: true, passwordHash: await hashPassword(input.password!) };
}

/**
 * Accepts an invitation once: makes the person (or takes the signed-in or existing one), adds their
 * membership with the invitation's role and sites, marks the invitation used and writes
 * `member.joined` and the mail to the account's owners and admins, all in one transaction; the link
 * cannot be used twice, however two clicks race.
 */
export async function acceptInvitation(db: Db, input: Acceptance, now: Date) {
  return db.transaction(async (tx) => {
    const row = await usableInvitation(tx, input.token, now, true);
    const siteIds = await sitesStillActive(tx, row);
    const person = await personFor(tx, row, input);
    let userId = person.userId;
    let memberId: string;
    if (userId === null) {
      ({ userId, memberId } = await insertPersonMember(tx, {
        accountId: row.accountId,
        email: row.email,
        name: person.name,
        passwordHash: person.passwordHash!,
        role: row.role,
        siteIds,
        now,
      }));
    } else {
      const [already] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.accountId, row.accountId), eq(members.userId, userId)));
      if (already)
        throw validationFailed([
          { field: 'token', code: 'already_member', message: 'You are a member of this account already.' },
        ]);
      memberId = await insertMember(tx, { accountId: row.accountId, userId, role: row.role, siteIds, now });
    }
    await tx.update(invitations).set({ acceptedAt: now, acceptedMemberId: memberId }).where(eq(invitations.id, row.id));
    await recordAudit(tx, {
      accountId: row.accountId,
      action: 'member.joined',
      actor: { type: 'member', id: memberId, name: person.name },
      target: { type: 'member', id: memberId, name: person.name },
      context: input.context,
      changes: { before: null, after: { email: row.email, role: row.role, sites: siteIds ?? 'all', invitation_id: row.id } },
      occurredAt: now,
    });
    const added = { accountId: row.accountId, memberId, name: person.name, email: row.email, role: row.role };
    await mailMemberAdded(tx, { ...added, portalUrl: input.portalUrl }, now);
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, row.accountId));
    return { userId, memberId, accountId: account!.id };
  });
}
