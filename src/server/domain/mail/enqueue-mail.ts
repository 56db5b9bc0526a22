import type { DbOrTx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';
import { newId } from '#server/domain/ids';

export interface OutgoingMail {
  /** The account it is about, or null. */
  accountId: string | null;
  /** What made it, e.g. 'invitation'. */
  kind: string;
  to: string;
  subject: string;
  /** Every message has both parts. */
  html: string;
  text: string;
}

/**
 * Puts a message in the outbox; call it inside the transaction that causes the mail, so the mail is
 * sent if and only if the change lands. The mail worker sends it (once) afterwards.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, now: Date): Promise<string> {
  const id = newId('mail');
  await tx.insert(mailOutbox).values({
    id,
    accountId: mail.accountId,
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}
