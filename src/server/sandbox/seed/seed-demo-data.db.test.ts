import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '#contract/invoices';
import { ORDER_STATUSES } from '#contract/orders';
import { PART_STATUSES, PART_TYPES } from '#contract/parts';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoices } from '#server/db/schema/invoices';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { partHistory, parts } from '#server/db/schema/parts';
import { ORDER_STEPS } from '#server/domain/orders/order-steps';
import { createTestDatabase } from '#server/testing/test-database';
import { DEMO_PART_COUNT, seedDemoData } from './seed-demo-data';
import { pickupScheduleCreateSchema } from '#contract/pickup-schedules';
import { pickupSchedules } from '#server/db/schema/pickup-schedules';
import { sites } from '#server/db/schema/sites';
import { toPickupSchedule } from '#server/domain/pickup-schedules/schedule-answers';
import { scheduleCreateProblems } from '#server/domain/pickup-schedules/schedule-problems';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

// A weekday evening in New York (every status is held at any hour: demo-at-any-hour.db.test.ts).
const now = new Date('2026-12-03T01:30:00.000Z');
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: 'acct_demo', name: 'Demo Kitchens', plan: 'enterprise' });
  await seedDemoData(db, { accountId: 'acct_demo', now });
  // Seeding plays days of the living demo through the simulator: seconds when quiet, a minute or more on a busy machine.
}, 180_000);
afterAll(() => close());

/** Raw SQL rows; both drivers answer `{ rows }`. */
async function rowsOf<T>(database: Db, query: SQL): Promise<T[]> {
  return ((await database.execute(query)) as unknown as { rows: T[] }).rows;
}

const distinct = async (column: string, table: string) =>
  (await rowsOf<{ v: string }>(db, sql.raw(`select distinct ${column} as v from ${table}`))).map((r) => r.v).sort();

describe('seedDemoData', HEAVY, () => {
  it('makes three kitchens in two time zones with their own receiving hours, one closed on a weekday, and spreads the parts over them', async () => {
    const kitchens = await rowsOf<{ id: string; name: string; time_zone: string; receiving_hours: Record<string, unknown[]> }>(
      db,
      sql`select id, name, time_zone, receiving_hours from sites where account_id = 'acct_demo' and status = 'active' order by created_at`,
    );
    expect(kitchens.map((site) => [site.name, site.time_zone])).toEqual([
      ['Harbour St', 'America/New_York'],
      ['Midtown', 'America/New_York'],
      ['Lakeside', 'America/Chicago'],
    ]);
    expect(new Set(kitchens.map((site) => JSON.stringify(site.receiving_hours))).size).toBe(3);
    const closedWeekdays = kitchens.flatMap((site) =>
      ['mon', 'tue', 'wed', 'thu', 'fri'].filter((day) => site.receiving_hours[day]!.length === 0).map((day) => [site.name, day]),
    );
    expect(closedWeekdays).toEqual([['Midtown', 'wed']]);
    const perSite = await rowsOf<{ site_id: string; n: number }>(
      db,
      sql`select site_id, count(*)::int n from parts group by site_id`,
    );
    expect(perSite.map((row) => row.site_id).sort()).toEqual(kitchens.map((site) => site.id).sort());
    for (const row of perSite) expect(row.n).toBeGreaterThan(DEMO_PART_COUNT / 4);
  });

  it('registers parts of every type and every status, with wear across the range', async () => {
    expect(await db.$count(parts)).toBe(DEMO_PART_COUNT);
    expect(await distinct('part_type', 'parts')).toEqual([...PART_TYPES].sort());
    expect(await distinct('status', 'parts')).toEqual([...PART_STATUSES].sort());
    const [range] = await rowsOf<{ lo: number; hi: number }>(db, sql`select min(wear_level) lo, max(wear_level) hi from parts`);
    expect(range!.lo).toBeLessThan(10);
    expect(range!.hi).toBeGreaterThan(90);
  });

  it('writes service history that agrees with the parts', async () => {
    const history = await db.select().from(partHistory);
    expect(history.length).toBeGreaterThan(200);
    expect(history.every((h) => h.wearBefore > h.wearAfter)).toBe(true);
    const [mismatch] = await rowsOf<{ n: number }>(
      db,
      sql`
        select count(*)::int n from parts p
        where p.sharpening_count <> (select count(*) from part_history h where h.part_id = p.id)
           or p.last_serviced_at is distinct from (select max(completed_at) from part_history h where h.part_id = p.id)`,
    );
    expect(mismatch!.n).toBe(0);
  });

  it('has orders in every status with a timeline that walks the lifecycle', async () => {
    expect(await distinct('status', 'orders')).toEqual([...ORDER_STATUSES].sort());
    for (const order of await db.select().from(orders)) {
      const timeline = await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id)).orderBy(orderTimeline.id);
      const expected = ORDER_STEPS.slice(0, ORDER_STEPS.findIndex((s) => s.status === order.status) + 1);
      // Live orders (the last week or two) are placed by ops, the older ones (three weeks ago and more) by the customer.
      const placedBy = order.createdAt.getTime() >= now.getTime() - 14 * 24 * 3_600_000 ? 'ops' : 'api';
      expect(timeline.map((t) => [t.status, t.actor])).toEqual(expected.map((s, i) => [s.status, i === 0 ? placedBy : s.actor]));
      const times = timeline.map((t) => t.occurredAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('keeps the parts of open orders in the status the order implies', async () => {
    const rows = await db
      .select({ orderStatus: orders.status, partStatus: parts.status })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(parts, eq(parts.id, orderParts.partId))
      .where(eq(orderParts.open, true));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.partStatus).toBe(ORDER_STEPS.find((s) => s.status === row.orderStatus)!.partsBecome);
    }
  });

  it('has invoices in every status, overdue ones past their due date', async () => {
    expect(await distinct('status', 'invoices')).toEqual([...INVOICE_STATUSES].sort());
    const today = now.toISOString().slice(0, 10);
    for (const invoice of await db.select().from(invoices)) {
      if (invoice.status === 'overdue') expect(invoice.dueDate < today).toBe(true);
      expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.taxCents);
    }
    const [completed] = await rowsOf<{ n: number }>(db, sql`select count(*)::int n from orders where status = 'completed'`);
    expect(await db.$count(invoices)).toBe(completed!.n);
  });

  it('gives Midtown a valid weekly Tuesday schedule of the parts due, so the demo places orders by itself', async () => {
    const rows = await db
      .select({ schedule: pickupSchedules, site: sites.name })
      .from(pickupSchedules)
      .innerJoin(sites, eq(sites.id, pickupSchedules.siteId))
      .where(eq(pickupSchedules.accountId, 'acct_demo'));
    expect(rows.map((row) => [row.site, row.schedule.rule, row.schedule.status])).toEqual([
      ['Midtown', 'FREQ=WEEKLY;BYDAY=TU', 'active'],
    ]);
    const { schedule } = rows[0]!;
    expect(schedule.parts).toMatchObject({ rule: 'due' });
    // Valid as a client's body would be: the shape and every problem beyond it.
    const body = {
      site_id: schedule.siteId,
      rule: schedule.rule,
      window_preference: schedule.windowPreference,
      lead_days: schedule.leadDays,
      parts: schedule.parts,
      instructions: schedule.instructions,
    };
    const parsed = pickupScheduleCreateSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(await scheduleCreateProblems(db, 'acct_demo', parsed.data!, null, now)).toEqual([]);
    // Its next occurrences as the API answers them: six, each a Tuesday (or shifted from one) in New York.
    const answer = await toPickupSchedule(db, 'acct_demo', schedule, { now, rules: DEFAULT_PICKUP_RULES });
    expect(answer.next_occurrences).toHaveLength(6);
    for (const occurrence of answer.next_occurrences) {
      expect(new Date(`${occurrence.date}T12:00:00Z`).getUTCDay()).toBe(2);
    }
  });

  it('is deterministic for the same account and time', async () => {
    const other = await createTestDatabase();
    await other.db.insert(accounts).values({ id: 'acct_demo', name: 'Demo Kitchens', plan: 'enterprise' });
    await seedDemoData(other.db, { accountId: 'acct_demo', now });
    const summary = (d: Db) =>
      rowsOf(d, sql`select id, part_type, status, wear_level, sharpening_count, internal_label from parts order by id`);
    expect(await summary(other.db)).toEqual(await summary(db));
    await other.close();
  });
});
