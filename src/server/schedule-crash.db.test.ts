import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from './db/schema/accounts';
import { events } from './db/schema/events';
import { orderParts, orders } from './db/schema/orders';
import { parts } from './db/schema/parts';
import { pickupScheduleOccurrences } from './db/schema/pickup-schedules';
import { sites } from './db/schema/sites';
import { newId } from './auth/tokens';
import { insertSchedule } from './testing/schedule-kit';
import { createPostgresTestDatabase } from './testing/postgres-test-database';
import { killAllStarted, startNamedMain, until, waiting } from './testing/named-main-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const startMain = (databaseUrl: string, name: string, dataDir: string) =>
  startNamedMain(databaseUrl, name, dataDir, {
    SESSION_SECRET: 'schedule-crash-test-secret-0123456789abcdef',
    SCHEDULE_POLL_INTERVAL_MS: '100',
  });
const SCHEDULES = 3;

/**
 * Two server processes place the same schedules' orders on one PostgreSQL. The first is SIGKILLed
 * while it holds an order written but not committed (a trigger holds its occurrence row's insert),
 * the second waiting on that order's locks; a third starts after. Each occurrence still has one
 * order, each order one occurrence row and one order.created event, and no part is in two open orders.
 * PGlite is one process's database (its data folder is locked): this runs on PostgreSQL only.
 */
describe.skipIf(!serverUrl)('pickup schedules across two processes and a SIGKILL', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let dataDir: string;
  const scheduleIds: string[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase(serverUrl!);
    dataDir = mkdtempSync(join(tmpdir(), 'whetstone-schedule-crash-'));
    const { db } = database;
    const now = new Date();
    const accountId = newId('acct');
    await db.insert(accounts).values({ id: accountId, name: 'Schedule crash', plan: 'enterprise', createdAt: now });
    const siteId = newId('site');
    const allDay = [{ start: '00:00', end: '24:00' }];
    await db.insert(sites).values({
      id: siteId,
      accountId,
      name: 'Kitchen',
      address: { line1: '1 Main St', line2: '', city: 'Boston', region: 'MA', postal_code: '02101', country: 'US' },
      timeZone: 'America/New_York',
      receivingHours: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
      closedDates: [],
      createdAt: now,
    });
    for (let i = 0; i < SCHEDULES; i++) {
      const partId = newId('part');
      await db
        .insert(parts)
        .values({ id: partId, accountId, partType: 'knife', status: 'with_customer', internalLabel: `Knife ${i}`, siteId });
      // Every weekday, orders a fortnight ahead: several occurrences due at once, whatever today is.
      const id = await insertSchedule(
        db,
        {
          accountId,
          siteId,
          rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          anchorDate: now.toISOString().slice(0, 10),
          leadDays: 14,
          parts: { rule: 'fixed', part_ids: [partId] },
        },
        now,
      );
      scheduleIds.push(id);
    }
    // Holds the first process's first placement open, after its order is written, until the test has killed it.
    await db.execute(sql`
      create function hold_victim() returns trigger language plpgsql as $$
      begin
        if current_setting('application_name') = 'victim' then perform pg_sleep(120); end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger hold_victim before insert on pickup_schedule_occurrences for each row execute function hold_victim()`);
  }, 120_000);
  afterAll(async () => {
    killAllStarted();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('still places one order per occurrence', async () => {
    const { db } = database;
    const victim = await startMain(database.url, 'victim', join(dataDir, 'a'));
    await until(() => waiting(db, 'victim', 'sleep'), 60_000, 'the first process to hold a placement open');
    const survivor = await startMain(database.url, 'survivor', join(dataDir, 'b'));
    await until(() => waiting(db, 'survivor', 'lock'), 60_000, 'the second process to wait on the held order');
    victim.child.kill('SIGKILL');
    await victim.exited;
    await until(
      async () => !(await waiting(db, 'victim', 'sleep')),
      10_000,
      'PostgreSQL to end the killed process’s transaction',
    );

    const scheduledOrders = () => db.select().from(orders).where(isNotNull(orders.pickupScheduleId));
    await until(
      async () => (await scheduledOrders()).length === SCHEDULES,
      60_000,
      'the survivor to place every schedule’s order',
    );
    const restarted = await startMain(database.url, 'restarted', join(dataDir, 'c'));
    // A few rounds of both processes over the same occurrences.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    survivor.child.kill('SIGKILL');
    restarted.child.kill('SIGKILL');
    await Promise.all([survivor.exited, restarted.exited]);

    const placed = await scheduledOrders();
    // Each schedule's one part goes in its first occurrence's order; the later ones find it taken.
    expect(placed.map((order) => order.pickupScheduleId).sort()).toEqual([...scheduleIds].sort());
    const decisions = await db.select().from(pickupScheduleOccurrences);
    for (const order of placed) {
      const rows = decisions.filter(
        (row) => row.scheduleId === order.pickupScheduleId && row.occurrenceDate === order.occurrenceDate,
      );
      expect(rows).toMatchObject([{ status: 'placed', orderId: order.id }]);
      const created = await db.select().from(events).where(eq(events.objectId, order.id));
      expect(created.filter((event) => event.type === 'order.created')).toHaveLength(1);
    }
    // Every later occurrence already due was decided: nothing due.
    expect(decisions.filter((row) => row.status === 'placed')).toHaveLength(SCHEDULES);
    expect(decisions.length).toBeGreaterThan(SCHEDULES);
    const open = await db.select({ partId: orderParts.partId }).from(orderParts).where(eq(orderParts.open, true));
    expect(new Set(open.map((row) => row.partId)).size).toBe(open.length);
    // The killed process's order was never committed: no order number was used twice or skipped into view.
    expect(new Set(placed.map((order) => order.orderNumber)).size).toBe(SCHEDULES);
  }, 240_000);
});
