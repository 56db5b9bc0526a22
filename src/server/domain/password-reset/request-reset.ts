import { eq } from 'drizzle-orm';
import { randomToken, sha256Hex } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { passwordResets } from '#server/db/schema/sign-in';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { passwordResetMail } from '#server/domain/mail/templates/password-reset-mail';
import { RESET_TTL_MS, retireResets } from './reset-queries';

/**
 * For a known address (already lower-cased and trimmed): a new link, valid an hour, its mail queued
 * with it, and every earlier unused link of the person retired. An unknown address does nothing;
 * the caller answers both alike.
 */
export async function requestPasswordReset(db: Db, email: string, portalUrl: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    await retireResets(tx, user.id, now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    await tx.insert(passwordResets).values({ tokenHash: sha256Hex(token), userId: user.id, createdAt: now, expiresAt });
    const mail = passwordResetMail({
      // The person's mail, not the account's: the sandbox lets owners and admins read their account's
      // caught mail, and a reset link read by someone else would be their way into this person's sign-in.
      accountId: null,
      to: user.email,
      link: `${portalUrl}/password-reset/${token}`,
      expiresAt,
    });
    await enqueueMail(tx, mail, now);
  });
}
