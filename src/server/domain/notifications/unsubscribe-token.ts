import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '#contract/notifications';
import { deriveKey, sign, verifySignature } from '#server/domain/signing';

const PURPOSE = 'unsubscribe';

/** Who a mail went to: a member of the account, or one of its billing contacts. */
export type UnsubscribeRecipient = { kind: 'member'; id: string } | { kind: 'billing_contact'; id: string };

/** What a link turns off: one category, or 'digest' (every category then set to the daily digest). */
export type UnsubscribeCategory = NotificationCategory | 'digest';

const KIND_MARK = { member: 'm', billing_contact: 'b' } as const;
const ID = /^[A-Za-z0-9_]{1,64}$/;
const CATEGORIES: readonly string[] = [...NOTIFICATION_CATEGORIES, 'digest'];

// Fields joined with '~', never '.': the portal's static server takes a path ending in `.xyz` for a file.
const payloadOf = (recipient: UnsubscribeRecipient, category: UnsubscribeCategory) =>
  `${KIND_MARK[recipient.kind]}~${recipient.id}~${category}`;

/**
 * The token of an unsubscribe link: who, what, and an HMAC of both under the server secret. It
 * never expires (a mail read months later must still turn its category off) and holds nothing a
 * reader could not see from the mail itself.
 */
export function unsubscribeToken(secret: string, recipient: UnsubscribeRecipient, category: UnsubscribeCategory): string {
  const payload = payloadOf(recipient, category);
  return `${payload}~${sign(deriveKey(secret, PURPOSE), payload)}`;
}

/** The recipient and category a token names, or null for anything this server did not sign. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { recipient: UnsubscribeRecipient; category: UnsubscribeCategory } | null {
  const parts = token.split('~');
  if (parts.length !== 4) return null;
  const [mark, id, category, signature] = parts as [string, string, string, string];
  const kind = mark === 'm' ? ('member' as const) : mark === 'b' ? ('billing_contact' as const) : null;
  if (!kind || !ID.test(id) || !CATEGORIES.includes(category)) return null;
  const recipient: UnsubscribeRecipient = { kind, id };
  const named = category as UnsubscribeCategory;
  return verifySignature(deriveKey(secret, PURPOSE), payloadOf(recipient, named), signature)
    ? { recipient, category: named }
    : null;
}

const base = (portalUrl: string) => portalUrl.replace(/\/+$/, '');

/**
 * The List-Unsubscribe URL (RFC 8058): a mail provider POSTs `List-Unsubscribe=One-Click` to it,
 * without a cookie, and the category is off. A GET of it only says what it would turn off.
 */
export function unsubscribeUrl(
  portalUrl: string,
  secret: string,
  recipient: UnsubscribeRecipient,
  category: UnsubscribeCategory,
): string {
  return `${base(portalUrl)}/portal/unsubscribe/${unsubscribeToken(secret, recipient, category)}`;
}

/** The link a person follows from a mail's footer: the portal's page, which asks before it turns anything off. */
export function unsubscribePageUrl(
  portalUrl: string,
  secret: string,
  recipient: UnsubscribeRecipient,
  category: UnsubscribeCategory,
): string {
  return `${base(portalUrl)}/unsubscribe/${unsubscribeToken(secret, recipient, category)}`;
}
