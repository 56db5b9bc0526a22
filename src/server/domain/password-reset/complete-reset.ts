import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password';
import { sha256Hex } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema/accounts';
import { passwordResets, signInChallenges } from '#server/db/schema/sign-in';
import type { AuditContext } from '#server/domain/audit/record-audit';
import { recordPersonAudit } from '#server/domain/audit/record-person-audit';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { passwordChangedMail } from '#server/domain/mail/templates/password-changed-mail';
import { lastUsedAccountOf, retireResets, usableReset } from './reset-queries';

export interface ResetCompletion {
  token: string;
  password: string;
  context: AuditContext;
  portalUrl: string;
}

/**
 * Sets the new password of the link's person, all or nothing: the link is claimed in one atomic
 * update (of two completions racing, one wins, the other finds it used), every session and pending
 * two-factor sign-in of the person ends, their other links stop working, each of their accounts
 * gets a `password.reset` entry, and a "password changed" mail is queued. It signs nobody in, and
 * two-factor stays as it was: a mailbox alone must not be enough to get past a second factor.
 */
export async function completePasswordReset(db: Db, input: ResetCompletion, now: Date): Promise<void> {
  // A cheap check first, so a dead link costs no password hash; the claim below decides.
  await usableReset(db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256Hex(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    // Used or expired since the check (another completion won): answer why.
    if (!claimed) {
      await usableReset(tx, input.token, now);
      throw new Error('A reset link neither claimed nor refused.');
    }
    const userId = claimed.userId;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ name: users.name, email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    await retireResets(tx, userId, now);
    await recordPersonAudit(tx, userId, { action: 'password.reset', context: input.context, occurredAt: now });
    const mail = passwordChangedMail({
      accountId: await lastUsedAccountOf(tx, userId),
      to: user!.email,
      at: now,
      ip: input.context.ip,
      userAgent: input.context.userAgent,
      resetUrl: `${input.portalUrl}/password-reset`,
    });
    await enqueueMail(tx, mail, now);
  });
}
