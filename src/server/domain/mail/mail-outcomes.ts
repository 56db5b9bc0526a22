import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';
import type { ClaimedMail } from './mail-claims';
import { nextMailAttempt } from './mail-retry';

/** How one attempt ended: accepted by the SMTP server, refused for now (retry), or refused for good. */
export type MailOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'retry'; error: string; messageId: string }
  | { kind: 'failed'; error: string; messageId: string };

/**
 * Records an attempt, only while the claim it was made under still holds the row: a worker that lost
 * its lease records nothing, so an attempt is never counted twice. Returns whether it was recorded.
 */
export async function recordMailOutcome(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'attemptCount' | 'createdAt'>,
  token: string,
  outcome: MailOutcome,
  now: Date,
): Promise<boolean> {
  const attempts = mail.attemptCount + 1;
  const next = outcome.kind === 'retry' ? nextMailAttempt(attempts, mail.createdAt, now) : null;
  const status = outcome.kind === 'sent' ? 'sent' : next ? 'pending' : 'failed';
  const rows = await db
    .update(mailOutbox)
    .set({
      status,
      attemptCount: sql`${mailOutbox.attemptCount} + 1`,
      ...(next && { nextAttemptAt: next }),
      lastError: outcome.kind === 'sent' ? null : outcome.error,
      messageId: outcome.messageId,
      sentAt: outcome.kind === 'sent' ? now : null,
      leaseToken: null,
      leaseUntil: null,
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.leaseToken, token)))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
