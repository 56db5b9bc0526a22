import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CategoryModes, DeliveryMode, NotificationCategory } from '#contract/notifications';
import type { DbOrTx } from '#server/db/client';
import { billingContacts } from '#server/db/schema/notifications';
import { effectivePreferences } from './preference-queries';

/** Someone a notification may go to: a member with their choices, or a billing contact (invoices only). */
export type Recipient =
  | {
      kind: 'member';
      id: string;
      email: string;
      name: string;
      categories: CategoryModes;
      /** The sites they hear about: their choice within their own sites; null for every site. */
      siteIds: readonly string[] | null;
      digestTimeZone: string;
    }
  | { kind: 'billing_contact'; id: string; email: string; name: string };

export type MemberRecipient = Extract<Recipient, { kind: 'member' }>;

/**
 * Every member of the account with what they receive (their role's defaults where they chose
 * nothing), then the billing contacts still taking invoices: two queries however many there are.
 */
export async function recipientsOf(db: DbOrTx, accountId: string): Promise<Recipient[]> {
  const [preferences, contacts] = await Promise.all([
    effectivePreferences(db, accountId),
    db
      .select({ id: billingContacts.id, email: billingContacts.email, name: billingContacts.name })
      .from(billingContacts)
      .where(and(eq(billingContacts.accountId, accountId), isNull(billingContacts.unsubscribedAt)))
      .orderBy(asc(billingContacts.createdAt), asc(billingContacts.id)),
  ]);
  const members: Recipient[] = preferences.map((member) => ({
    kind: 'member',
    id: member.memberId,
    email: member.email,
    name: member.name,
    categories: member.categories,
    siteIds: member.siteIds ?? member.memberSites,
    digestTimeZone: member.digestTimeZone,
  }));
  return [...members, ...contacts.map((contact) => ({ kind: 'billing_contact' as const, ...contact }))];
}

/** How a recipient takes a category about a site (null: a record of no site, heard by members of every site). */
export function modeFor(recipient: Recipient, category: NotificationCategory, siteId: string | null): DeliveryMode {
  if (recipient.kind === 'billing_contact') return category === 'invoices' ? 'instant' : 'off';
  if (!hears(recipient, siteId)) return 'off';
  return recipient.categories[category];
}

/** Whether a member hears about a site: one of their heard sites, or every site (also records of no site). */
export function hears(recipient: MemberRecipient, siteId: string | null): boolean {
  if (recipient.siteIds === null) return true;
  return siteId !== null && recipient.siteIds.includes(siteId);
}
