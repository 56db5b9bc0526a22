import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

// Mail: the outbox written with what causes a message, and (sandbox) the messages its SMTP catcher received.

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** The account the message is about; null for mail about no account. */
    accountId: text('account_id').references(() => accounts.id),
    /** What made it, e.g. 'invitation'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers, e.g. List-Unsubscribe on notification mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    leaseToken: text('lease_token'),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    /** The Message-ID header it was sent with. */
    messageId: text('message_id'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

export const caughtMail = pgTable(
  'caught_mail',
  {
    id: text('id').primaryKey(),
    /** The outbox row it came from (its X-Whetstone-Mail-Id header); null for mail from elsewhere. */
    outboxId: text('outbox_id'),
    mailFrom: text('mail_from').notNull(),
    rcptTo: text('rcpt_to').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    messageId: text('message_id'),
    /** The headers a reader's mail program acts on (List-Unsubscribe and its one-click Post), as received. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [index('caught_mail_received_idx').on(t.receivedAt.desc(), t.id.desc()), index('caught_mail_outbox_idx').on(t.outboxId)],
);
