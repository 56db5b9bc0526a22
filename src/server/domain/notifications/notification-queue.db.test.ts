import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billingContacts,
  notificationDigestItems,
  notificationPreferences,
  notificationQueue,
} from '#server/db/schema/notifications';
import { mailOutbox } from '#server/db/schema/mail';
import { invoices } from '#server/db/schema/invoices';
import { ROLE_DEFAULT_MODES } from '#contract/notifications';
import { advanceOrder } from '#server/domain/orders/advance-order';
import { advanceDueInvoices } from '#server/domain/invoices/invoice-lifecycle';
import { checkInvoicePdfLink } from '#server/domain/invoices/pdf-url';
import { sendDueMail } from '#server/domain/mail/mail-worker';
import { smtpSender } from '#server/domain/mail/smtp-send';
import { addSite, partsAt } from '#server/testing/site-kit';
import { startSmtpReceiver } from '#server/testing/smtp-receiver';
import { T0, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { notificationLinks } from './notification-links';
import { drainQueue } from './notification-worker';

const HEAVY = { timeout: 60_000 };

let f: V1Fixture;
let harbour: string;
let lakeside: string;
let people: Record<'harbourChef' | 'lakesideChef' | 'payables' | 'viewer', { memberId: string; email: string }>;
const links = () => notificationLinks(f.t.deps.config);
const drain = () => drainQueue(f.t.deps, links());
const outbox = () => f.t.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt, mailOutbox.id);
const mailTo = async (email: string) => (await outbox()).filter((mail) => mail.toAddress === email);

beforeEach(async () => {
  f = await v1Fixture();
  harbour = (await addSite(f, 'Harbour')).id;
  lakeside = (await addSite(f, 'Lakeside', { time_zone: 'America/Chicago' })).id;
  const add = (role: 'manager' | 'accounts_payable' | 'viewer', siteIds: string[] | null) =>
    f.account.addMember({ role, siteIds });
  people = {
    harbourChef: await add('manager', [harbour]),
    lakesideChef: await add('manager', [lakeside]),
    payables: await add('accounts_payable', null),
    viewer: await add('viewer', null),
  };
  await f.t.db.insert(billingContacts).values({
    id: 'bc_test',
    accountId: f.account.accountId,
    email: 'books@example.test',
    name: 'Books',
    createdAt: T0,
  });
});
afterEach(() => f.t.close());

async function placeOrderAtHarbour(): Promise<string> {
  const partIds = await partsAt(f, harbour, 2);
  const res = await f.call('POST', '/v1/orders', orderBody(partIds));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe('events made into mail', HEAVY, () => {
  it('mails an order update at once to the members of its site who chose instant, and queues it for the digest of those who chose digest', async () => {
    const orderId = await placeOrderAtHarbour();
    expect(await f.t.db.select().from(notificationQueue)).toHaveLength(1);
    expect(await drain()).toBe(1);
    expect(await f.t.db.select().from(notificationQueue)).toHaveLength(0);

    const [placed, ...others] = await mailTo(people.harbourChef.email);
    expect(others).toHaveLength(0);
    expect(placed).toMatchObject({ kind: 'order_placed' });
    expect(placed!.text).toContain(`/orders/${orderId}`);
    // A manager of another site, accounts payable (off by default) and a viewer hear nothing.
    for (const email of [people.lakesideChef.email, people.payables.email, people.viewer.email, 'books@example.test']) {
      expect(await mailTo(email)).toHaveLength(0);
    }
    // The owner's order updates go to the daily digest by default.
    expect(ROLE_DEFAULT_MODES.owner.order_updates).toBe('digest');
    expect(await mailTo(f.account.email)).toHaveLength(0);
    const lines = await f.t.db
      .select()
      .from(notificationDigestItems)
      .where(eq(notificationDigestItems.memberId, f.account.memberId));
    expect(lines.map((line) => line.line.text)).toEqual([expect.stringMatching(/^Order .+ placed/)]);

    // A second drain finds nothing: each event is read once.
    expect(await drain()).toBe(0);
    expect(await mailTo(people.harbourChef.email)).toHaveLength(1);
  });

  it('says nothing to a member who turned the category off', async () => {
    await f.t.db.insert(notificationPreferences).values({
      memberId: people.harbourChef.memberId,
      accountId: f.account.accountId,
      categories: { ...ROLE_DEFAULT_MODES.manager, order_updates: 'off' },
      digestTimeZone: 'America/New_York',
      updatedAt: T0,
    });
    await placeOrderAtHarbour();
    await drain();
    expect(await mailTo(people.harbourChef.email)).toHaveLength(0);
  });

  it('mails an issued invoice to accounts payable, the owner and the billing contacts, not to the chefs', async () => {
    const orderId = await placeOrderAtHarbour();
    let now = T0;
    for (let step = 0; step < 6; step++) {
      now = new Date(now.getTime() + 12 * 3_600_000);
      await advanceOrder(f.t.db, orderId, now).catch(() => undefined);
    }
    const [invoice] = await f.t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice?.status).toBe('draft');
    await advanceDueInvoices(f.t.db, new Date(now.getTime() + 48 * 3_600_000));
    await drain();
    const invoiceMail = (await outbox()).filter((mail) => mail.kind === 'invoice_issued');
    expect(invoiceMail.map((mail) => mail.toAddress).sort()).toEqual(
      ['books@example.test', f.account.email, people.payables.email].sort(),
    );
    expect(invoiceMail[0]!.text).toContain(`/invoices/${invoice!.id}`);
    // The PDF link still opens when the mail is read weeks later (the API's own lasts an hour).
    const pdf = new URL(/http\S+\.pdf\?\S+/.exec(invoiceMail[0]!.text)![0]);
    const secret = f.t.deps.config.sessionSecret;
    const check = (at: Date) =>
      checkInvoicePdfLink(secret, invoice!.id, pdf.searchParams.get('expires')!, pdf.searchParams.get('signature')!, at);
    expect(check(new Date(T0.getTime() + 40 * 86_400_000))).toBe('valid');
    expect(check(new Date(T0.getTime() + 60 * 86_400_000))).toBe('expired');
  });

  it('sends each mail over SMTP once, with one-click unsubscribe headers and a Message-ID made from the event and the recipient', async () => {
    const receiver = await startSmtpReceiver();
    const sender = smtpSender(receiver.url, f.t.deps.config.mailFrom);
    try {
      await placeOrderAtHarbour();
      await drain();
      await sendDueMail(f.t.deps, sender);
      await receiver.waitFor(1);
      const [mail] = receiver.received;
      expect(mail!.to).toEqual([people.harbourChef.email]);
      expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:4173\/portal\/unsubscribe\/[^>]+>$/);
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.html).toContain('/unsubscribe/');
      const [row] = await mailTo(people.harbourChef.email);
      expect(mail!.messageId).toBe(`<${row!.id}@whetstone.test>`);
      // Nothing left to send: a second round sends nothing again.
      expect(await sendDueMail(f.t.deps, sender)).toBe(0);
      expect(receiver.received).toHaveLength(1);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});
