import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail';
import { orderParts, orders } from '#server/db/schema/orders';
import { newId } from '#server/domain/ids';
import { pickupSiteOf } from '#server/domain/orders/order-site';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { addSite, partsAt } from '#server/testing/site-kit';
import { T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { notificationLinks } from './notification-links';
import { remindPickups, reminderMoment } from './pickup-reminders';

const HEAVY = { timeout: 60_000 };

let f: V1Fixture;
let boston: { siteId: string; chef: string };
let berlin: { siteId: string; chef: string };
const links = () => notificationLinks(f.t.deps.config);
const remind = (at: string) => remindPickups(f.t.db, links(), new Date(at), T0);
const mailTo = async (email: string) => (await f.t.db.select().from(mailOutbox)).filter((mail) => mail.toAddress === email);

async function kitchen(name: string, timeZone: string) {
  const siteId = (await addSite(f, name, { time_zone: timeZone })).id;
  const chef = (await f.account.addMember({ role: 'manager', siteIds: [siteId] })).email;
  return { siteId, chef };
}

/** An open order at the site, picked up in [start, end): inserted as the order form would leave it. */
async function orderAt(siteId: string, start: string, end: string): Promise<string> {
  const site = (await findSiteRow(f.t.db, f.account.accountId, siteId))!;
  const [partId] = await partsAt(f, siteId, 1);
  const id = newId('ord');
  await f.t.db.insert(orders).values({
    id,
    accountId: f.account.accountId,
    orderNumber: `ORD-${id.slice(-6)}`,
    status: 'scheduled',
    partCount: 1,
    totalCents: 0,
    pickupWindowStart: new Date(start),
    pickupWindowEnd: new Date(end),
    expectedReturnDate: new Date(new Date(end).getTime() + 3 * 86_400_000),
    createdAt: T0,
    siteId,
    pickupSite: pickupSiteOf(site),
  });
  await f.t.db.insert(orderParts).values({ orderId: id, partId: partId!, position: 0 });
  return id;
}

beforeEach(async () => {
  f = await v1Fixture();
  boston = await kitchen('Harbour', 'America/New_York');
  berlin = await kitchen('Spree', 'Europe/Berlin');
});
afterEach(() => f.t.close());

describe('pickup reminders', HEAVY, () => {
  it('fall at 18:00 site time the evening before, across each zone’s own DST change', () => {
    // New York leaves summer time on Sunday 1 Nov 2026, Berlin on Sunday 25 Oct.
    expect(reminderMoment(new Date('2026-11-02T13:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(reminderMoment(new Date('2026-10-31T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-10-30T22:00:00.000Z');
    expect(reminderMoment(new Date('2026-10-26T07:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(reminderMoment(new Date('2026-10-24T06:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-23T16:00:00.000Z');
  });

  it('mails the site’s people once at 18:00 the evening before, with the window in the site’s hours', async () => {
    // Monday 2 Nov, 08:00–10:00 in Boston (EST after Sunday's change); Monday 26 Oct, 08:00–10:00 in Berlin (CET).
    const bostonOrder = await orderAt(boston.siteId, '2026-11-02T13:00:00Z', '2026-11-02T15:00:00Z');
    await orderAt(berlin.siteId, '2026-10-26T07:00:00Z', '2026-10-26T09:00:00Z');

    expect(await remind('2026-10-25T16:59:00Z')).toBe(0);
    expect(await remind('2026-10-25T17:00:00Z')).toBe(1);
    const [spree] = await mailTo(berlin.chef);
    expect(spree!.subject).toContain('08:00');
    expect(spree!.subject).toContain('Spree');
    expect(await mailTo(boston.chef)).toHaveLength(0);

    expect(await remind('2026-11-01T22:59:00Z')).toBe(0);
    expect(await remind('2026-11-01T23:00:00Z')).toBe(1);
    const [harbour] = await mailTo(boston.chef);
    expect(harbour!.subject).toContain('08:00');
    expect(harbour!.text).toContain(`/orders/${bostonOrder}`);
    expect(harbour!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Later rounds, and a round once the window has started, send nothing again.
    expect(await remind('2026-11-02T02:00:00Z')).toBe(0);
    expect(await remind('2026-11-02T13:30:00Z')).toBe(0);
    expect(await mailTo(boston.chef)).toHaveLength(1);
    expect(await mailTo(berlin.chef)).toHaveLength(1);
  });

  it('reminds again for a window moved to another day, and says nothing for a cancelled order', async () => {
    const moved = await orderAt(boston.siteId, '2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z');
    expect(await remind('2026-11-23T23:00:00Z')).toBe(1);
    const { eq } = await import('drizzle-orm');
    await f.t.db
      .update(orders)
      .set({ pickupWindowStart: new Date('2026-11-25T13:00:00Z'), pickupWindowEnd: new Date('2026-11-25T15:00:00Z') })
      .where(eq(orders.id, moved));
    const cancelled = await orderAt(boston.siteId, '2026-11-25T15:00:00Z', '2026-11-25T17:00:00Z');
    await f.t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled));
    expect(await remind('2026-11-24T23:00:00Z')).toBe(1);
    expect(await mailTo(boston.chef)).toHaveLength(2);
  });
});
