import { createHash } from 'node:crypto';
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
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
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
    headers: mail.headers ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}

/** The outbox id (and so the Message-ID) a key always makes: `mail_` and 26 base-32 characters of its SHA-256. */
export function mailIdOf(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `mail_${out}`;
}

/**
 * Puts a message in the outbox once per `key` (an event and a recipient, an order's reminder and a
 * recipient…): its id comes from the key, so a second try, in this process or another, inserts
 * nothing, and the Message-ID a receiver sees is the same. Returns whether this call queued it.
 */
export async function enqueueMailOnce(tx: DbOrTx, mail: OutgoingMail, key: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      id: mailIdOf(key),
      accountId: mail.accountId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.id })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}
