import { and, asc, eq } from 'drizzle-orm';
import { CATEGORY_LABELS, NOTIFICATION_CATEGORIES, type NotificationCategory } from '#contract/notifications';
import { localDate, zonedInstant } from '#contract/zoned-time';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { sites } from '#server/db/schema/sites';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { addDays, isoWeekday } from '#server/domain/pickup-windows/calendar-days';
import { bumpCounters } from '#server/domain/rate-limits/rate-limit-counters';
import { footerFor, unsubscribeHeaders, type NotificationLinks, type NotificationFooter } from './notification-delivery';
import { hears, recipientsOf, type MemberRecipient } from './notification-recipients';
import { partsDueThisWeek } from './parts-due-this-week';
import { invoiceMail } from './templates/invoice-mail';
import type { MailWindow, RenderedMail } from './templates/notification-mail-types';
import { orderUpdateMail } from './templates/order-update-mail';
import { partsDueMail } from './templates/parts-due-mail';
import { pickupReminderMail } from './templates/pickup-reminder-mail';
import { weekEndOf } from './weekly-parts-due';

/** Samples a member may ask for in a minute: enough to try a change twice, not a way to flood a mailbox. */
export const SAMPLES_PER_MEMBER_PER_MINUTE = 3;

interface SampleSite {
  id: string | null;
  name: string | null;
  timeZone: string;
  address: string | null;
  accessNotes: string;
}

/** The member's first site they hear about (by name), as the samples' setting. */
async function sampleSiteOf(db: Db, accountId: string, member: MemberRecipient): Promise<SampleSite> {
  const rows = await db
    .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone, address: sites.address, accessNotes: sites.accessNotes })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .orderBy(asc(sites.name));
  const site = rows.find((row) => hears(member, row.id));
  if (!site) return { id: null, name: null, timeZone: member.digestTimeZone, address: null, accessNotes: '' };
  const address = [site.address.line1, site.address.city].filter((part) => part.trim()).join(', ') || null;
  return { id: site.id, name: site.name, timeZone: site.timeZone, address, accessNotes: site.accessNotes };
}

/** Tomorrow 08:00–10:00 at the site: the window every sample speaks of. */
function tomorrowMorning(now: Date, timeZone: string): MailWindow {
  const day = addDays(localDate(now, timeZone), 1);
  return { start: zonedInstant(day, '08:00', timeZone), end: zonedInstant(day, '10:00', timeZone), timeZone };
}

async function sampleOf(
  db: Db,
  category: NotificationCategory,
  context: { accountId: string; currency: string; site: SampleSite; portalUrl: string; now: Date },
  footer: NotificationFooter,
): Promise<RenderedMail> {
  const { site, portalUrl, now } = context;
  const window = tomorrowMorning(now, site.timeZone);
  const order = { orderNumber: 'ORD-SAMPLE', orderUrl: `${portalUrl}/orders`, siteName: site.name };
  switch (category) {
    case 'order_updates':
      return orderUpdateMail({
        ...order,
        kind: 'pickup_scheduled',
        partCount: 3,
        window,
        previousWindow: null,
        by: null,
        footer,
      });
    case 'pickup_reminders':
      return pickupReminderMail({
        ...order,
        siteAddress: site.address,
        window,
        parts: [
          { label: 'Chef knife 1', partType: 'knife' },
          { label: 'Chef knife 2', partType: 'knife' },
          { label: 'Bread knife', partType: 'knife' },
        ],
        accessNotes: site.accessNotes,
        footer,
      });
    case 'parts_due': {
      // The real list of the coming week when the site has one: the sample shows what Monday will.
      const today = localDate(now, site.timeZone);
      const monday = addDays(today, -(isoWeekday(today) - 1));
      const names = site.id ? new Map([[site.id, { name: site.name!, timeZone: site.timeZone }]]) : new Map();
      const due = await partsDueThisWeek(db, context.accountId, names, weekEndOf(monday, site.timeZone), portalUrl);
      const sections = due.map(({ section }) => section);
      const fallback = {
        siteName: site.name,
        newOrderUrl: `${portalUrl}/orders/new`,
        parts: [{ label: 'Chef knife 1', partType: 'knife', reason: 'wear 82%' }],
        moreCount: 0,
      };
      return partsDueMail({ weekOf: monday, sites: sections.length > 0 ? sections : [fallback], footer });
    }
    case 'invoices':
      return invoiceMail({
        kind: 'issued',
        invoiceNumber: 'INV-SAMPLE',
        amountCents: 12_500,
        currency: context.currency,
        dueDate: addDays(localDate(now, site.timeZone), 30),
        invoiceUrl: `${portalUrl}/invoices`,
        pdfUrl: `${portalUrl}/invoices`,
        footer,
      });
  }
}

export type SampleOutcome = { sent: { to: string; categories: NotificationCategory[] } } | { retryAfterSeconds: number };

/**
 * Sends the member one sample of each category they receive (instant or digest), each as its
 * template makes it, marked "Sample" in the subject, through the outbox like any mail. Its links
 * lead to the portal's lists, and its footer's unsubscribe link is the member's real one.
 */
export async function sendSampleNotifications(
  db: Db,
  who: { accountId: string; memberId: string },
  links: NotificationLinks,
  now: Date,
): Promise<SampleOutcome> {
  const [counter] = await bumpCounters(db, `notification-sample:${who.memberId}`, ['minute'], now);
  if (counter && counter.count > SAMPLES_PER_MEMBER_PER_MINUTE) {
    return { retryAfterSeconds: Math.max(1, counter.resetAt - Math.floor(now.getTime() / 1000)) };
  }
  const member = (await recipientsOf(db, who.accountId)).find(
    (recipient): recipient is MemberRecipient => recipient.kind === 'member' && recipient.id === who.memberId,
  );
  if (!member) throw new Error(`The signed-in member ${who.memberId} has no row.`);
  const [account] = await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, who.accountId));
  const site = await sampleSiteOf(db, who.accountId, member);
  const context = { accountId: who.accountId, currency: account?.currency ?? 'USD', site, portalUrl: links.portalUrl, now };
  const categories = NOTIFICATION_CATEGORIES.filter((category) => member.categories[category] !== 'off');
  const samples: { category: NotificationCategory; footer: NotificationFooter; rendered: RenderedMail }[] = [];
  for (const category of categories) {
    const footer = footerFor(member, category, links);
    samples.push({ category, footer, rendered: await sampleOf(db, category, context, footer) });
  }
  await db.transaction(async (tx) => {
    for (const { category, footer, rendered } of samples)
      await queueSample(tx, who.accountId, member.email, category, footer, rendered, now);
  });
  return { sent: { to: member.email, categories } };
}

function queueSample(
  tx: DbOrTx,
  accountId: string,
  to: string,
  category: NotificationCategory,
  footer: NotificationFooter,
  rendered: RenderedMail,
  now: Date,
): Promise<string> {
  return enqueueMail(
    tx,
    {
      accountId,
      kind: 'notification_sample',
      to,
      subject: `Sample: ${rendered.subject}`,
      html: rendered.html,
      text: `This is a sample of ${CATEGORY_LABELS[category]} mail, sent because you asked for one.\n\n${rendered.text}`,
      headers: unsubscribeHeaders(footer.oneClickUrl),
    },
    now,
  );
}
