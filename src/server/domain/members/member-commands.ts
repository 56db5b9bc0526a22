import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_WIDE_ROLES, type MemberRole, type MemberUpdate } from '#contract/members';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import type { Db, DbOrTx } from '#server/db/client';
import { sessions } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { lockAccount } from '#server/domain/lock-account';
import { recordTeamAudit, type TeamActor } from './member-actor';
import { findMember, type MemberRow } from './member-queries';
import { memberSitesProblems, storedSites } from './member-sites';

function lastOwner(): ApiError {
  return new ApiError('last_owner', 'The account needs an owner: make someone else the owner first.');
}

async function ownerCount(tx: DbOrTx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.accountId, accountId), eq(members.role, 'owner')));
  return row?.count ?? 0;
}

/** Admins manage the team but not its owners: only an owner changes or removes an owner, or makes one. */
function refuseOwnerChangeByAdmin(actor: TeamActor, target: MemberRow, newRole?: MemberRole): void {
  if (actor.role === 'owner') return;
  if (target.role === 'owner' || newRole === 'owner') {
    throw new ApiError('forbidden', 'Only an owner can change, remove or make an owner.');
  }
}

function sitesOf(row: Pick<MemberRow, 'siteIds'>) {
  return row.siteIds ?? 'all';
}

/**
 * Changes a member's role and sites. Their sessions read the membership on every request, so the
 * change holds from their very next one. The account is locked so two owners demoting each other
 * at once leave one owner, not none.
 */
export async function updateMember(
  db: Db,
  actor: TeamActor,
  memberId: string,
  input: MemberUpdate,
  now: Date,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const target = await findMember(tx, actor.accountId, memberId);
    if (!target) throw notFound('member');
    refuseOwnerChangeByAdmin(actor, target, input.role);
    const role = input.role ?? (target.role as MemberRole);
    // A role that runs the account has every site; moving to one widens the sites unless told otherwise.
    const sites = input.sites ?? (ACCOUNT_WIDE_ROLES.includes(role) ? 'all' : sitesOf(target));
    const problems = await memberSitesProblems(tx, actor.accountId, role, sites);
    if (problems.length > 0) throw validationFailed(problems);
    if (target.role === 'owner' && role !== 'owner' && (await ownerCount(tx, actor.accountId)) <= 1) throw lastOwner();
    const siteIds = storedSites(sites);
    await tx.update(members).set({ role, siteIds }).where(eq(members.id, target.id));
    const before = { role: target.role, sites: sitesOf(target) };
    const after = { role, sites: siteIds ?? 'all' };
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordTeamAudit(tx, actor, now, {
        action: 'member.updated',
        target: { type: 'member', id: target.id, name: target.name },
        changes: { before, after },
      });
    }
    return { ...target, role, siteIds };
  });
}

/**
 * Removes a member (or lets one leave): their sessions in this account end at once. The person
 * stays (they may belong to other accounts); what they made keeps their name.
 */
export async function removeMember(db: Db, actor: TeamActor, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const target = await findMember(tx, actor.accountId, memberId);
    if (!target) throw notFound('member');
    if (target.id !== actor.memberId) refuseOwnerChangeByAdmin(actor, target);
    if (target.role === 'owner' && (await ownerCount(tx, actor.accountId)) <= 1) throw lastOwner();
    await tx.delete(sessions).where(and(eq(sessions.userId, target.userId), eq(sessions.accountId, actor.accountId)));
    await tx.delete(members).where(eq(members.id, target.id));
    await recordTeamAudit(tx, actor, now, {
      action: 'member.removed',
      target: { type: 'member', id: target.id, name: target.name },
      changes: { before: { role: target.role, sites: sitesOf(target), email: target.email }, after: null },
    });
  });
}

/** Hands the account over in one step: the member becomes an owner and the owner who asked an admin. */
export async function transferOwnership(db: Db, actor: TeamActor, memberId: string, now: Date): Promise<MemberRow> {
  if (actor.role !== 'owner') throw new ApiError('forbidden', 'Only an owner can hand over ownership.');
  return db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const target = await findMember(tx, actor.accountId, memberId);
    if (!target) throw notFound('member');
    if (target.id === actor.memberId) {
      throw validationFailed([{ field: 'id', code: 'invalid_value', message: 'You are an owner already.' }]);
    }
    await tx.update(members).set({ role: 'owner', siteIds: null }).where(eq(members.id, target.id));
    await tx.update(members).set({ role: 'admin', siteIds: null }).where(eq(members.id, actor.memberId));
    await recordTeamAudit(tx, actor, now, {
      action: 'ownership.transferred',
      target: { type: 'member', id: target.id, name: target.name },
      changes: {
        before: { [target.id]: { role: target.role, sites: sitesOf(target) }, [actor.memberId]: { role: 'owner' } },
        after: { [target.id]: { role: 'owner', sites: 'all' }, [actor.memberId]: { role: 'admin' } },
      },
    });
    return { ...target, role: 'owner', siteIds: null };
  });
}
