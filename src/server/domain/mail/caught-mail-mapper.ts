import type { CaughtMail, CaughtMailSummary } from '#contract/sandbox-mail';
import type { CaughtMailRow } from './caught-mail-queries';
import { linksOf } from './mail-links';

export function toCaughtMailSummary(row: CaughtMailRow): CaughtMailSummary {
  return {
    id: row.id,
    outbox_id: row.outboxId,
    from: row.mailFrom,
    to: row.rcptTo,
    subject: row.subject,
    received_at: row.receivedAt.toISOString(),
  };
}

export function toCaughtMail(row: CaughtMailRow): CaughtMail {
  return {
    ...toCaughtMailSummary(row),
    html: row.html,
    text: row.text,
    message_id: row.messageId,
    links: linksOf(row.html, row.text),
    list_unsubscribe: row.headers?.['list-unsubscribe'] ?? null,
    list_unsubscribe_post: row.headers?.['list-unsubscribe-post'] ?? null,
  };
}
