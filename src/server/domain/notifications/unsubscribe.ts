import { and, eq, isNull } from 'drizzle-orm';
import { CATEGORY_LABELS } from '#contract/notifications';
import { notFound } from '#server/api-error';
import type { Db, DbOrTx } from '#server/db/client';
import { billingContacts } from '#server/db/schema/notifications';
import { members } from '#server/db/schema/team';
import { turnOffForMember } from './preference-commands';
import { preferencesOf, type EffectivePreferences } from './preference-queries';
import type { UnsubscribeCategory, UnsubscribeRecipient } from './unsubscribe-token';

/** What an unsubscribe link is about and whether that is off now (contract unsubscribeAnswerSchema). */
export interface UnsubscribeAnswer {
  email: string;
  category: UnsubscribeCategory;
  label: string;
  turned_off: boolean;
}

const labelOf = (category: UnsubscribeCategory) => (category === 'digest' ? 'Daily digest' : CATEGORY_LABELS[category]);

function answer(email: string, category: UnsubscribeCategory, turnedOff: boolean): UnsubscribeAnswer {
  return { email, category, label: labelOf(category), turned_off: turnedOff };
}

function isOff(preferences: EffectivePreferences, category: UnsubscribeCategory): boolean {
  return category === 'digest'
    ? !Object.values(preferences.categories).includes('digest')
    : preferences.categories[category] === 'off';
}

async function memberPreferences(db: DbOrTx, memberId: string): Promise<EffectivePreferences | null> {
  const [member] = await db.select({ accountId: members.accountId }).from(members).where(eq(members.id, memberId)).limit(1);
  return member ? preferencesOf(db, member.accountId, memberId) : null;
}

/** A billing contact hears about invoices only: a link of theirs for anything else names nothing. */
async function billingContact(db: DbOrTx, id: string, category: UnsubscribeCategory) {
  if (category !== 'invoices') return null;
  const [row] = await db.select().from(billingContacts).where(eq(billingContacts.id, id)).limit(1);
  return row ?? null;
}

const gone = () => notFound('recipient for this unsubscribe link');

/** What a link would turn off, changing nothing (link scanners fetch every GET). 404 when its recipient is gone. */
export async function describeUnsubscribe(
  db: Db,
  recipient: UnsubscribeRecipient,
  category: UnsubscribeCategory,
): Promise<UnsubscribeAnswer> {
  if (recipient.kind === 'member') {
    const preferences = await memberPreferences(db, recipient.id);
    if (!preferences) throw gone();
    return answer(preferences.email, category, isOff(preferences, category));
  }
  const contact = await billingContact(db, recipient.id, category);
  if (!contact) throw gone();
  return answer(contact.email, category, contact.unsubscribedAt !== null);
}

/** Turns the link's category off for its recipient; doing it again changes nothing. 404 when its recipient is gone. */
export async function unsubscribe(
  db: Db,
  recipient: UnsubscribeRecipient,
  category: UnsubscribeCategory,
  now: Date,
): Promise<UnsubscribeAnswer> {
  if (recipient.kind === 'member') {
    const [member] = await db.select({ accountId: members.accountId }).from(members).where(eq(members.id, recipient.id)).limit(1);
    const after = member ? await turnOffForMember(db, member.accountId, recipient.id, category, now) : null;
    if (!after) throw gone();
    return answer(after.email, category, true);
  }
  const contact = await billingContact(db, recipient.id, category);
  if (!contact) throw gone();
  await db
    .update(billingContacts)
    .set({ unsubscribedAt: now })
    .where(and(eq(billingContacts.id, contact.id), isNull(billingContacts.unsubscribedAt)));
  return answer(contact.email, category, true);
}
