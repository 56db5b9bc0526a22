import { asc, eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '#server/auth/password';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';

/**
 * The person with this email and the membership they would sign in to (the one they used last), and
 * whether the password is theirs; null for an unknown email or a person who is no longer a member of
 * any account. An unknown email costs the same password check as a known one, so timing does not
 * tell them apart.
 */
export async function checkCredentials(db: DbOrTx, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user) return null;
  const [member] = await db
    .select({ id: members.id, accountId: members.accountId })
    .from(members)
    .where(eq(members.userId, user.id))
    .orderBy(sql`${members.lastSignedInAt} desc nulls last`, asc(members.createdAt))
    .limit(1);
  return member ? { user, member, valid } : null;
}

/** Signing in is when a member was last seen: the Members list shows it. */
export async function markSignedIn(db: DbOrTx, memberId: string, now: Date): Promise<void> {
  await db.update(members).set({ lastSignedInAt: now }).where(eq(members.id, memberId));
}
