import { describe, expect, it } from 'vitest';
import { dailyDigestMail } from './daily-digest-mail';
import { invoiceMail } from './invoice-mail';
import {
  PREFERENCES_URL,
  UNSUBSCRIBE_URL,
  apiKeyCreated,
  dailyDigest,
  invoiceOverdue,
  memberAdded,
  newSignIn,
  orderUpdate,
  partsDue,
  pickupReminder,
} from './notification-mail-fixtures';
import type { RenderedMail } from './notification-mail-types';
import { orderUpdateMail } from './order-update-mail';
import { partsDueMail } from './parts-due-mail';
import { pickupReminderMail } from './pickup-reminder-mail';
import { securityMail } from './security-mail';

const HOSTILE = '<script>alert("x")</script> & "Co"';

const categoryMails: [string, () => Promise<RenderedMail>, string, string][] = [
  [
    'order update',
    () => orderUpdateMail(orderUpdate),
    'Order ORD-1042 rescheduled to Tue 1 Dec 08:00–10:00 by Ana Lima',
    orderUpdate.orderUrl,
  ],
  [
    'pickup reminder',
    () => pickupReminderMail(pickupReminder),
    'Pickup tomorrow 08:00–10:00 at Harbour St: 12 knives',
    pickupReminder.orderUrl,
  ],
  ['parts due', () => partsDueMail(partsDue), '12 parts due for service this week at 2 sites', partsDue.sites[1]!.newOrderUrl],
  ['invoice', () => invoiceMail(invoiceOverdue), 'Invoice INV-2026-0042 is overdue: $1,234.00', invoiceOverdue.invoiceUrl],
  [
    'daily digest',
    () => dailyDigestMail(dailyDigest),
    'Your Whetstone digest for Tue 1 Dec: 5 updates',
    dailyDigest.sections[0]!.lines[1]!.url,
  ],
];

describe.each(categoryMails)('%s mail', (_name, make, subject, actionUrl) => {
  it('says what happened in the subject', async () => {
    expect((await make()).subject).toBe(subject);
  });

  it('writes out the action, the preferences and the one-click-off links in the text part', async () => {
    const { text } = await make();
    expect(text).toContain(actionUrl);
    expect(text).toContain(PREFERENCES_URL);
    expect(text).toContain(`Turn these off: ${UNSUBSCRIBE_URL}`);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('reads in dark mode and at 360 px', async () => {
    const { html } = await make();
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('width=device-width');
  });
});

describe('security mail', () => {
  it.each([
    [newSignIn, 'New sign-in to Whetstone from Chrome on Android', newSignIn.sessionsUrl],
    [apiKeyCreated, 'New API key “Deploy” in Northwind Cutlery', apiKeyCreated.keysUrl],
    [memberAdded, 'Bo Chen joined Northwind Cutlery as admin', memberAdded.membersUrl],
  ])('%#: says what happened, links to where to act, and has no way to turn it off', async (input, subject, url) => {
    const mail = await securityMail(input);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(PREFERENCES_URL);
    expect(mail.text).not.toContain('Turn these off');
    expect(mail.html).not.toContain('Turn these off');
  });

  it('has no unsubscribe line even when given one', async () => {
    const mail = await securityMail({ ...newSignIn, footer: { ...newSignIn.footer, unsubscribeUrl: UNSUBSCRIBE_URL } });
    expect(mail.text).not.toContain(UNSUBSCRIBE_URL);
  });

  it('names the scopes of a new key, never a secret', async () => {
    const mail = await securityMail(apiKeyCreated);
    expect(mail.text).toContain('orders:read, orders:write');
    expect(mail.text).toContain('Ana Lima created the API key “Deploy”');
  });
});

describe('what people typed', () => {
  it('comes out escaped in the HTML and as typed in the text', async () => {
    const mail = await orderUpdateMail({ ...orderUpdate, siteName: HOSTILE, by: HOSTILE });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(mail.text).toContain(HOSTILE);
  });

  it('escapes names in security mail and the digest', async () => {
    const member = await securityMail({ ...memberAdded, memberName: HOSTILE });
    const digest = await dailyDigestMail({
      ...dailyDigest,
      sections: [{ label: HOSTILE, lines: [{ text: HOSTILE, url: 'https://portal.test/x', siteName: HOSTILE }] }],
    });
    for (const html of [member.html, digest.html]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    }
  });

  it('never makes a link of anything but http(s)', async () => {
    const mail = await orderUpdateMail({
      ...orderUpdate,
      orderUrl: 'javascript:alert(1)',
      footer: { ...orderUpdate.footer, unsubscribeUrl: 'data:text/html,hi' },
    });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('data:text');
    expect(mail.text).not.toContain('javascript:');
    expect(mail.text).not.toContain('Open the order');
    expect(mail.text).toContain(PREFERENCES_URL);
  });
});

describe('subjects', () => {
  it('tell each order change', async () => {
    const subjectOf = async (kind: typeof orderUpdate.kind, by: string | null = null) =>
      (await orderUpdateMail({ ...orderUpdate, kind, by })).subject;
    expect(await subjectOf('picked_up')).toBe('Order ORD-1042 picked up');
    expect(await subjectOf('delivered')).toBe('Order ORD-1042 delivered');
    expect(await subjectOf('back_from_service')).toBe('Order ORD-1042 is back from service');
    expect(await subjectOf('cancelled', 'Ana Lima')).toBe('Order ORD-1042 cancelled by Ana Lima');
    expect(await subjectOf('placed')).toBe('Order ORD-1042 placed: 12 parts');
    expect(await subjectOf('pickup_scheduled')).toBe('Order ORD-1042: pickup scheduled for Tue 1 Dec 08:00–10:00');
  });

  it('count parts of mixed types as parts, and one type by its name', async () => {
    const mixed = await pickupReminderMail({
      ...pickupReminder,
      parts: [
        { label: 'K-1', partType: 'knife' },
        { label: 'S-1', partType: 'scissor' },
      ],
    });
    expect(mixed.subject).toBe('Pickup tomorrow 08:00–10:00 at Harbour St: 2 parts');
    const bits = await pickupReminderMail({
      ...pickupReminder,
      parts: [
        { label: 'D-1', partType: 'drill_bit' },
        { label: 'D-2', partType: 'drill_bit' },
      ],
    });
    expect(bits.subject).toBe('Pickup tomorrow 08:00–10:00 at Harbour St: 2 drill bits');
  });

  it('give an issued invoice its amount and due date, in its own currency', async () => {
    const issued = await invoiceMail({ ...invoiceOverdue, kind: 'issued', currency: 'EUR', amountCents: 99_50 });
    expect(issued.subject).toBe('Invoice INV-2026-0042 issued: €99.50, due 15 Nov 2026');
    expect(issued.text).toContain(invoiceOverdue.pdfUrl);
    const yen = await invoiceMail({ ...invoiceOverdue, currency: 'JPY', amountCents: 12_345 });
    expect(yen.subject).toBe('Invoice INV-2026-0042 is overdue: ¥12,345');
  });

  it('name the site when the parts-due digest has one', async () => {
    const one = await partsDueMail({ ...partsDue, sites: [partsDue.sites[0]!] });
    expect(one.subject).toBe('7 parts due for service this week at Harbour St');
    expect(one.text).toContain(`Order these 7 parts ${partsDue.sites[0]!.newOrderUrl}`);
  });
});

describe('a window across a DST change', () => {
  // Sunday 8 Mar 2026: New York moves to EDT (UTC-4); Europe stays on CET (UTC+1) until 29 Mar.
  const monday = { start: new Date('2026-03-09T12:00:00Z'), end: new Date('2026-03-09T14:00:00Z') };
  const friday = { start: new Date('2026-03-06T13:00:00Z'), end: new Date('2026-03-06T15:00:00Z') };

  it('prints local hours in each site’s zone', async () => {
    const subject = async (window: { start: Date; end: Date }, timeZone: string) =>
      (await pickupReminderMail({ ...pickupReminder, window: { ...window, timeZone } })).subject;
    expect(await subject(friday, 'America/New_York')).toBe('Pickup tomorrow 08:00–10:00 at Harbour St: 12 knives');
    expect(await subject(monday, 'America/New_York')).toBe('Pickup tomorrow 08:00–10:00 at Harbour St: 12 knives');
    expect(await subject(friday, 'Europe/Berlin')).toBe('Pickup tomorrow 14:00–16:00 at Harbour St: 12 knives');
    expect(await subject(monday, 'Europe/Berlin')).toBe('Pickup tomorrow 13:00–15:00 at Harbour St: 12 knives');
  });

  it('prints a window across the zone’s own change in the hours of each side', async () => {
    // 01:00 EST to 04:00 EDT on 8 Mar 2026: two hours long, printed as the clock showed.
    const mail = await orderUpdateMail({
      ...orderUpdate,
      kind: 'pickup_scheduled',
      window: { start: new Date('2026-03-08T06:00:00Z'), end: new Date('2026-03-08T08:00:00Z'), timeZone: 'America/New_York' },
    });
    expect(mail.subject).toBe('Order ORD-1042: pickup scheduled for Sun 8 Mar 01:00–04:00');
  });
});

describe('rendering speed', () => {
  // About 5 ms a digest on an idle core, 45 ms on a two-core machine at load 15: the bound catches a
  // render that became slow by an order of magnitude, not the machine's mood.
  it('renders 100 daily digests in under 10 s', async () => {
    const started = performance.now();
    for (let index = 0; index < 100; index++) await dailyDigestMail(dailyDigest);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
