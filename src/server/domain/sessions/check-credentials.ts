import { asc, eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '#server/auth/password';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';

/**
 * The person whose email and password these are, with the membership they sign in to (the one they
 * used last), or null. An unknown email costs the same password check as a known one, so timing does
 * not tell them apart; a person who is no longer a member of any account cannot sign in.
 */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !valid) return null;
  const [member] = await db
    .select({ id: members.id, accountId: members.accountId })
    .from(members)
    .where(eq(members.userId, user.id))
    .orderBy(sql`${members.lastSignedInAt} desc nulls last`, asc(members.createdAt))
    .limit(1);
  return member ? { user, member } : null;
}

/** Signing in is when a member was last seen: the Members list shows it. */
export async function markSignedIn(db: Db, memberId: string, now: Date): Promise<void> {
  await db.update(members).set({ lastSignedInAt: now }).where(eq(members.id, memberId));
}
