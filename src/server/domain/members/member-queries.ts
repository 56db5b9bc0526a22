import { and, asc, eq } from 'drizzle-orm';
import type { Member } from '#contract/members';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';

const memberColumns = {
  id: members.id,
  userId: members.userId,
  role: members.role,
  siteIds: members.siteIds,
  createdAt: members.createdAt,
  lastSignedInAt: members.lastSignedInAt,
  name: users.name,
  email: users.email,
  twoFactorEnabledAt: users.twoFactorEnabledAt,
};

export type MemberRow = {
  id: string;
  userId: string;
  role: string;
  siteIds: string[] | null;
  createdAt: Date;
  lastSignedInAt: Date | null;
  name: string;
  email: string;
  twoFactorEnabledAt: Date | null;
};

/** The account's members, oldest first (the owner who made the account leads). */
export function listMembers(db: DbOrTx, accountId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.accountId, accountId))
    .orderBy(asc(members.createdAt), asc(members.id));
}

export async function findMember(db: DbOrTx, accountId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.accountId, accountId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    sites: row.siteIds ?? 'all',
    two_factor: row.twoFactorEnabledAt !== null,
    last_signed_in_at: row.lastSignedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
