import { eq } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '#server/auth/password';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/accounts';

/**
 * The user whose email and password these are, or null. An unknown email costs
 * the same password check as a known one, so timing does not tell them apart.
 */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  return user && valid ? user : null;
}
