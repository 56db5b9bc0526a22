import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { signInChallenges } from '#server/db/schema/sign-in';
import { randomToken, sha256Hex } from '#server/auth/tokens';

/** Time to type the code after the password. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one password may be followed by; then the password must be entered again. */
const MAX_WRONG_CODES = 5;

export interface ChallengeFor {
  userId: string;
  accountId: string;
  memberId: string;
}

/** A right password of a person with two-factor: a short-lived token the browser keeps while the code is asked for. */
export async function createChallenge(db: DbOrTx, who: ChallengeFor, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(signInChallenges).values({ tokenHash: sha256Hex(token), ...who, createdAt: now, expiresAt });
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  return { token, expiresAt };
}

export async function findChallenge(db: DbOrTx, token: string, now: Date): Promise<ChallengeFor | null> {
  const [row] = await db
    .select({ userId: signInChallenges.userId, accountId: signInChallenges.accountId, memberId: signInChallenges.memberId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, sha256Hex(token)), gt(signInChallenges.expiresAt, now)));
  return row ?? null;
}

/** Counts a wrong code; the fifth ends the challenge. */
export async function recordWrongCode(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(signInChallenges)
    .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
    .where(eq(signInChallenges.tokenHash, sha256Hex(token)))
    .returning({ failed: signInChallenges.failedAttempts });
  if (row && row.failed >= MAX_WRONG_CODES) await consumeChallenge(db, token);
}

/** Takes the challenge, once: of two requests with right codes at once, one makes a session. */
export async function consumeChallenge(db: DbOrTx, token: string): Promise<boolean> {
  const taken = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, sha256Hex(token)))
    .returning({ userId: signInChallenges.userId });
  return taken.length > 0;
}
