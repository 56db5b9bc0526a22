import { CATEGORY_LABELS, type NotificationCategory } from '#contract/notifications';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';
import { enqueueMailOnce, mailIdOf } from '#server/domain/mail/enqueue-mail';
import type { Recipient } from './notification-recipients';
import type { MailFooter, RenderedMail } from './templates/notification-mail-types';

/** What a notification links to outside itself: the preferences page and a recipient's one-click off. */
export interface NotificationLinks {
  portalUrl: string;
  /**
   * The signed links that turn `category` ('digest': every category in the digest) off for the
   * recipient: the one a mail provider POSTs to (List-Unsubscribe), and the portal page a person opens.
   */
  unsubscribe(recipient: Recipient, category: NotificationCategory | 'digest'): { oneClick: string; page: string };
  /** An invoice's PDF at a signed link that lasts as long as a mail is read (the API's last an hour). */
  invoicePdf(invoiceId: string, now: Date): string;
}

/** A mail's footer, and the one-click link its List-Unsubscribe header names. */
export interface NotificationFooter extends MailFooter {
  oneClickUrl: string;
}

/** Why a recipient gets a mail of the category, and the way out of it. */
export function footerFor(
  recipient: Recipient,
  category: NotificationCategory | 'digest',
  links: NotificationLinks,
): NotificationFooter {
  const preferencesUrl = `${links.portalUrl}/settings/notifications`;
  const { oneClick: oneClickUrl, page: unsubscribeUrl } = links.unsubscribe(recipient, category);
  if (recipient.kind === 'billing_contact') {
    const reason = 'You get this because you are a billing contact of this Whetstone account.';
    return { reason, preferencesUrl, unsubscribeUrl, oneClickUrl };
  }
  const where =
    recipient.siteIds === null ? 'every site' : `${recipient.siteIds.length} site${recipient.siteIds.length === 1 ? '' : 's'}`;
  const reason =
    category === 'digest'
      ? `You get this daily digest because some of your notifications are set to "daily digest" for ${where}.`
      : `You get this because ${CATEGORY_LABELS[category]} are set to "${recipient.categories[category] === 'digest' ? 'daily digest' : 'instant'}" for ${where}.`;
  return { reason, preferencesUrl, unsubscribeUrl, oneClickUrl };
}

/** RFC 8058: the one-click link in the header, and the header that says a POST to it is enough. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Queues one notification for one recipient, once per `key` (its id and Message-ID come from the
 * key, so a repeated round queues nothing). Returns whether this call queued it.
 */
export function queueNotification(
  tx: DbOrTx,
  mail: {
    accountId: string;
    kind: string;
    recipient: Recipient;
    rendered: RenderedMail;
    footer: NotificationFooter;
    key: string;
  },
  now: Date,
): Promise<boolean> {
  return enqueueMailOnce(
    tx,
    {
      accountId: mail.accountId,
      kind: mail.kind,
      to: mail.recipient.email,
      subject: mail.rendered.subject,
      html: mail.rendered.html,
      text: mail.rendered.text,
      headers: unsubscribeHeaders(mail.footer.oneClickUrl),
    },
    recipientKey(mail.key, mail.recipient),
    now,
  );
}

/** The key of one notification to one recipient: what its outbox id (and Message-ID) is made from. */
export function recipientKey(key: string, recipient: Recipient): string {
  return `${key}:${recipient.kind}:${recipient.id}`;
}

/** Which of these recipient keys were queued already: a round skips them before rendering anything. */
export async function queuedAlready(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const idToKey = new Map(keys.map((key) => [mailIdOf(key), key]));
  const found = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...idToKey.keys()]));
  return new Set(found.map((row) => idToKey.get(row.id)!));
}
