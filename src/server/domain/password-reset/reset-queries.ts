import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordResetPreview } from '#contract/sign-in-security';
import { ApiError, notFound } from '#server/api-error';
import { sha256Hex } from '#server/auth/tokens';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { passwordResets } from '#server/db/schema/sign-in';
import { members } from '#server/db/schema/team';

/** A reset link lasts an hour: long enough to find the mail, short enough that an old mailbox holds nothing useful. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The link a token names and its person, or why it can no longer be used (404, or 410 used / expired). */
export async function usableReset(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      email: users.email,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!row) throw notFound('password reset for this link');
  if (row.usedAt) throw new ApiError('password_reset_used', 'This link has been used already. Ask for a new one.');
  if (row.expiresAt <= now) throw new ApiError('password_reset_expired', 'This link has expired. Ask for a new one.');
  return row;
}

/** Whose link it is, before a new password is chosen. */
export async function previewReset(db: DbOrTx, token: string, now: Date): Promise<PasswordResetPreview> {
  const row = await usableReset(db, token, now);
  return { email: row.email, expires_at: row.expiresAt.toISOString() };
}

/** Every unused link of a person stops working (a newer one was made, or one was used). */
export async function retireResets(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** The account of the membership the person used last, for the mail's account; null for a person in none. */
export async function lastUsedAccountOf(tx: DbOrTx, userId: string): Promise<string | null> {
  const [member] = await tx
    .select({ accountId: members.accountId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(sql`${members.lastSignedInAt} desc nulls last`, asc(members.createdAt))
    .limit(1);
  return member?.accountId ?? null;
}
