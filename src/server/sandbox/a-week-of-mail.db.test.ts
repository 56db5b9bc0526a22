import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';
import { orders } from '#server/db/schema/orders';
import { sites } from '#server/db/schema/sites';
import { notificationLinks } from '#server/domain/notifications/notification-links';
import { drainNotificationQueue } from '#server/domain/notifications/notification-queue';
import { mailDailyDigests } from '#server/domain/notifications/daily-digests';
import { reminderMoment, remindPickups } from '#server/domain/notifications/pickup-reminders';
import { mailWeeklyPartsDue } from '#server/domain/notifications/weekly-parts-due';
import { createTestDatabase } from '#server/testing/test-database';
import { DEMO_TEAM, seedDemoTeam } from './seed/demo-team';
import { DEMO_ACCOUNTS, seedAccounts } from './seed/seed-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
// An hour a step: 18:00 and 08:00 fall on one in New York and in Chicago.
const STEP_MS = 60 * 60_000;
// Thursday 3 December 2026, noon in New York, to the next Tuesday's noon: an evening before each
// pickup day, a Monday morning, and the invoices whose due date passes meanwhile.
const start = new Date('2026-12-03T17:00:00.000Z');
const end = new Date('2026-12-08T17:00:00.000Z');
const links = notificationLinks({
  portalUrl: 'http://127.0.0.1:4173',
  cdnUrl: 'http://127.0.0.1:5999',
  sessionSecret: 'a-week-of-mail-secret-0123456789abcdef0123456789',
});

let db: Db;
let close: () => Promise<void>;
let accountId: string;
let owner: string;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  const seeded = await seedAccounts(db, { password: 'pw', now: start });
  accountId = seeded.enterprise.accountId;
  owner = DEMO_ACCOUNTS.enterprise.email;
  await seedDemoData(db, { accountId, now: start });
  await seedDemoTeam(db, { accountId, password: 'pw', portalUrl: links.portalUrl, now: start, withInvitation: false });
  // The business as the server runs it, on the sandbox clock: the simulator's step, then the
  // notification worker's queue and its timed mail.
  for (let at = start.getTime() + STEP_MS; at <= end.getTime(); at += STEP_MS) {
    const now = new Date(at);
    await simulatorTick({ db, now: () => now });
    while ((await drainNotificationQueue(db, links, now)) > 0);
    await remindPickups(db, links, now, now);
    await mailWeeklyPartsDue(db, links, now, now);
    await mailDailyDigests(db, links, now, now);
  }
}, HEAVY.timeout);
afterAll(() => close());

const mailOf = (kinds: string[]) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.accountId, accountId), inArray(mailOutbox.kind, kinds)));

describe('a week of the living demo’s mail', HEAVY, () => {
  it('tells each person what their role is for, as it happens, and nothing from before the demo began', async () => {
    const all = await db.select().from(mailOutbox).where(eq(mailOutbox.accountId, accountId));
    const kinds = (to: string) => new Set(all.filter((mail) => mail.toAddress === to).map((mail) => mail.kind));
    // The head chef of Harbour St: the orders there as they move, the evening reminders, Monday's list.
    const chef = kinds(DEMO_TEAM.headChef.email);
    for (const kind of ['order_placed', 'order_picked_up', 'order_delivered', 'pickup_reminder', 'parts_due'])
      expect(chef).toContain(kind);
    // Accounts payable: each invoice issued, and one gone overdue.
    expect(kinds(DEMO_TEAM.accountsPayable.email)).toEqual(new Set(['invoice_issued', 'invoice_overdue']));
    // The owner: the invoices and Monday's list at once, the order updates in the morning digest.
    const theirs = kinds(owner);
    for (const kind of ['invoice_issued', 'parts_due', 'daily_digest']) expect(theirs).toContain(kind);
    expect(theirs.has('order_placed')).toBe(false);
    // Nothing about the months of history the seed played: every mail is about this week.
    expect(all.every((mail) => mail.createdAt >= start)).toBe(true);
  });

  // No pickups on Saturdays: no reminder on Friday evening.
  it('reminds the evening before, and sends Monday’s list and the digests at 08:00 where they are read', async () => {
    const clock = (mail: { createdAt: Date }) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(mail.createdAt);
    // At 18:00 the evening before at the site, or (an order placed later that evening) the round after it was placed.
    const reminders = await mailOf(['pickup_reminder']);
    for (const reminder of reminders) {
      const orderId = /\/orders\/(ord_[A-Za-z0-9]+)/.exec(reminder.text)?.[1];
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId!));
      const [site] = await db.select().from(sites).where(eq(sites.id, order!.siteId));
      const moment = reminderMoment(order!.pickupWindowStart, site!.timeZone);
      const due = Math.max(moment.getTime(), order!.createdAt.getTime());
      expect(reminder.createdAt.getTime(), reminder.subject).toBeGreaterThanOrEqual(due);
      expect(reminder.createdAt.getTime() - due, reminder.subject).toBeLessThan(STEP_MS);
      expect(reminder.createdAt.getTime(), reminder.subject).toBeLessThan(order!.pickupWindowStart.getTime());
    }
    expect(reminders.filter((mail) => clock(mail).endsWith('18:00')).length).toBeGreaterThan(0);
    // Monday 08:00 at each kitchen: in New York, and at Lakeside in Chicago (09:00 in New York).
    expect(new Set((await mailOf(['parts_due'])).map(clock))).toEqual(new Set(['Mon 08:00', 'Mon 09:00']));
    for (const digest of await mailOf(['daily_digest'])) expect(clock(digest)).toMatch(/ 08:00$/);
  });
});
