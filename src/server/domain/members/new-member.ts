import { newId } from '#server/auth/tokens';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';

export interface NewPersonMember {
  accountId: string;
  email: string;
  name: string;
  passwordHash: string;
  role: string;
  /** null: every site. */
  siteIds: string[] | null;
  now: Date;
}

/** A new person and their membership of an account, in the caller's transaction. */
export async function insertPersonMember(tx: DbOrTx, input: NewPersonMember): Promise<{ userId: string; memberId: string }> {
  const userId = newId('user');
  await tx.insert(users).values({
    id: userId,
    email: input.email,
    name: input.name,
    passwordHash: input.passwordHash,
    createdAt: input.now,
  });
  const memberId = await insertMember(tx, {
    accountId: input.accountId,
    userId,
    role: input.role,
    siteIds: input.siteIds,
    now: input.now,
  });
  return { userId, memberId };
}

/** A membership of an existing person. */
export async function insertMember(
  tx: DbOrTx,
  input: { accountId: string; userId: string; role: string; siteIds: string[] | null; now: Date },
): Promise<string> {
  const memberId = newId('mem');
  await tx.insert(members).values({
    id: memberId,
    accountId: input.accountId,
    userId: input.userId,
    role: input.role,
    siteIds: input.siteIds,
    createdAt: input.now,
  });
  return memberId;
}
