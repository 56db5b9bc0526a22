import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_MODES } from '#contract/notifications';
import { mailOutbox } from '#server/db/schema/mail';
import { notificationDigestItems, notificationPreferences } from '#server/db/schema/notifications';
import { parts } from '#server/db/schema/parts';
import { addSite, partsAt } from '#server/testing/site-kit';
import { T0, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { mailDailyDigests } from './daily-digests';
import { notificationLinks } from './notification-links';
import { drainQueue } from './notification-worker';
import { mailWeeklyPartsDue } from './weekly-parts-due';

const HEAVY = { timeout: 60_000 };

let f: V1Fixture;
let harbour: string;
let lakeside: string;
const links = () => notificationLinks(f.t.deps.config);
const mailTo = async (email: string) => (await f.t.db.select().from(mailOutbox)).filter((mail) => mail.toAddress === email);
const digests = (at: string) => mailDailyDigests(f.t.db, links(), new Date(at), T0);
const partsDue = (at: string) => mailWeeklyPartsDue(f.t.db, links(), new Date(at), T0);

async function due(partIds: string[], wear: number, dueAt: string) {
  await f.t.db
    .update(parts)
    .set({ wearLevel: wear, forecastDueAt: new Date(dueAt) })
    .where(inArray(parts.id, partIds));
}

beforeEach(async () => {
  f = await v1Fixture();
  harbour = (await addSite(f, 'Harbour')).id;
  lakeside = (await addSite(f, 'Lakeside', { time_zone: 'America/Chicago' })).id;
});
afterEach(() => f.t.close());

describe('the daily digest', HEAVY, () => {
  it('comes at 08:00 in the member’s digest zone with the lines gathered since the last one, once', async () => {
    const partIds = await partsAt(f, harbour, 1);
    const placed = await f.call('POST', '/v1/orders', orderBody(partIds));
    expect(placed.status).toBe(201);
    await drainQueue(f.t.deps, links());
    expect(ROLE_DEFAULT_MODES.owner.order_updates).toBe('digest');

    // Sunday 22 Nov 2026: 08:00 in Boston (the first site by name) is 13:00 UTC.
    expect(await digests('2026-11-22T12:59:00Z')).toBe(0);
    expect(await digests('2026-11-22T13:00:00Z')).toBe(1);
    const [digest] = await mailTo(f.account.email);
    expect(digest!.kind).toBe('daily_digest');
    expect(digest!.text).toContain(placed.body.data.order_number as string);
    expect(digest!.text).toContain(`/orders/${placed.body.data.id as string}`);
    expect(digest!.headers?.['List-Unsubscribe']).toMatch(/\/portal\/unsubscribe\//);
    expect(await f.t.db.select().from(notificationDigestItems)).toHaveLength(0);
    expect(await digests('2026-11-22T13:30:00Z')).toBe(0);
    // Nothing new by the next morning: no mail.
    expect(await digests('2026-11-23T13:00:00Z')).toBe(0);
    expect(await mailTo(f.account.email)).toHaveLength(1);
  });

  it('waits for the morning in the zone the member chose', async () => {
    await f.t.db.insert(notificationPreferences).values({
      memberId: f.account.memberId,
      accountId: f.account.accountId,
      categories: ROLE_DEFAULT_MODES.owner,
      digestTimeZone: 'America/Chicago',
      updatedAt: T0,
    });
    const placed = await f.call('POST', '/v1/orders', orderBody(await partsAt(f, harbour, 1)));
    expect(placed.status).toBe(201);
    await drainQueue(f.t.deps, links());
    expect(await digests('2026-11-22T13:00:00Z')).toBe(0);
    expect(await digests('2026-11-22T14:00:00Z')).toBe(1);
  });
});

describe('parts due on Monday', HEAVY, () => {
  it('mails each chef their sites’ parts due that week at 08:00 site time, with a link that orders them', async () => {
    const harbourChef = await f.account.addMember({ role: 'manager', siteIds: [harbour] });
    const lakesideChef = await f.account.addMember({ role: 'manager', siteIds: [lakeside] });
    const harbourParts = await partsAt(f, harbour, 3);
    const lakesideParts = await partsAt(f, lakeside, 2);
    await due(harbourParts.slice(0, 2), 82, '2026-11-20T12:00:00Z');
    await due(harbourParts.slice(2), 55, '2026-12-10T12:00:00Z'); // not this week
    await due(lakesideParts, 74, '2026-11-25T12:00:00Z');

    // Monday 23 Nov 2026: 08:00 in Boston is 13:00 UTC, in Chicago 14:00 UTC.
    expect(await partsDue('2026-11-23T12:59:00Z')).toBe(0);
    await partsDue('2026-11-23T13:00:00Z');
    const [harbourMail] = await mailTo(harbourChef.email);
    expect(harbourMail!.kind).toBe('parts_due');
    const link = `/orders/new?site=${harbour}&part_ids=${harbourParts.slice(0, 2).sort().join('%2C')}`;
    expect(harbourMail!.text).toContain(link);
    expect(await mailTo(lakesideChef.email)).toHaveLength(0);

    await partsDue('2026-11-23T14:00:00Z');
    expect(await mailTo(lakesideChef.email)).toHaveLength(1);
    // Once per Monday, and not on Tuesday.
    await partsDue('2026-11-23T14:30:00Z');
    await partsDue('2026-11-24T13:00:00Z');
    expect(await mailTo(harbourChef.email)).toHaveLength(1);
    expect(await mailTo(lakesideChef.email)).toHaveLength(1);
    // The owner (every site, parts due at once by default) got one per zone.
    expect((await mailTo(f.account.email)).filter((mail) => mail.kind === 'parts_due')).toHaveLength(2);
  });

  it('leaves out parts already in an open order, and sends nothing when nothing is due', async () => {
    const chef = await f.account.addMember({ role: 'manager', siteIds: [harbour] });
    const partIds = await partsAt(f, harbour, 1);
    await due(partIds, 90, '2026-11-20T12:00:00Z');
    expect((await f.call('POST', '/v1/orders', orderBody(partIds))).status).toBe(201);
    await partsDue('2026-11-23T13:00:00Z');
    expect(await mailTo(chef.email)).toHaveLength(0);
    expect((await f.t.db.select().from(parts).where(eq(parts.id, partIds[0]!)))[0]!.wearLevel).toBe(90);
  });
});
