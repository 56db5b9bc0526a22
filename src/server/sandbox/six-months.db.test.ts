import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { utcToZonedTime } from '#contract/zoned-time';
import type { AppDeps } from '#server/app-deps';
import { orders } from '#server/db/schema/orders';
import { pickupScheduleOccurrences, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { cancelOrder } from '#server/domain/orders/change-order';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { runScheduleRound } from '#server/domain/pickup-schedules/schedule-worker';
import { insertSchedule, setWear } from '#server/testing/schedule-kit';
import { addSite, partsAt, weekdayHours } from '#server/testing/site-kit';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { clientFor } from '#server/testing/v1-test-kit';
import { createSandboxClock } from './sandbox-clock';

// Thursday 1 Oct 2026, noon in Chicago. Six months on take in Chicago's fall back (1 Nov) and spring forward (14 Mar 2027).
const START = new Date('2026-10-01T17:00:00Z');
const DAYS = 186;
const CHICAGO = 'America/Chicago';
/** The service's windows in Chicago time, so "08:00–10:00" is a window there. */
const rules: PickupRules = { ...DEFAULT_PICKUP_RULES, timeZone: CHICAGO };

let t: TestApp;
let accountId: string;
let weekly: string;
let monthly: string;

beforeAll(async () => {
  t = await createTestApp({ now: START, config: { pickup: rules } });
  const account = await t.createAccount();
  accountId = account.accountId;
  const client = clientFor(t, await account.createKey(SCOPES));
  const site = await addSite(client, 'Chicago kitchen', {
    time_zone: CHICAGO,
    receiving_hours: weekdayHours([{ start: '07:00', end: '18:00' }]),
    closed_dates: [{ date: '2026-12-28', reason: 'Holiday closure' }],
  });
  const [knives, saw] = await partsAt(client, site.id, 2);
  // The saw... a blade at 0 % gains 0.6 a day: it reaches 70 % around 25 Jan.
  await setWear(t.db, saw!, 0, START, null);
  weekly = await insertSchedule(
    t.db,
    {
      accountId,
      siteId: site.id,
      rule: 'FREQ=WEEKLY;BYDAY=MO',
      anchorDate: '2026-10-01',
      leadDays: 3,
      windowPreference: { kind: 'range', start: '08:00', end: '10:00' },
      parts: { rule: 'fixed', part_ids: [knives!] },
    },
    START,
  );
  monthly = await insertSchedule(
    t.db,
    {
      accountId,
      siteId: site.id,
      rule: 'FREQ=MONTHLY;BYDAY=1WE',
      anchorDate: '2026-10-01',
      leadDays: 2,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 730 },
    },
    START,
  );
  for (const date of ['2026-11-16', '2027-01-04']) {
    await t.db.insert(pickupScheduleSkips).values({ scheduleId: weekly, occurrenceDate: date, createdAt: START });
  }
}, 120_000);
afterAll(() => t.close());

/** The pickup's start as "date time" in Chicago, and its UTC hour. */
const chicago = (at: Date) => {
  const { day, time } = utcToZonedTime(at, CHICAGO);
  return `${day} ${time} (${at.toISOString().slice(11, 16)}Z)`;
};

describe('six months of pickup schedules on the sandbox clock', { timeout: 600_000 }, () => {
  it('places one order per occurrence with parts, none for a skip, shifts off closed days, and keeps 08:00 in Chicago', async () => {
    // A day of sandbox time per second of (stepped) real time.
    let real = START.getTime();
    const deps: AppDeps = { ...t.deps, sandboxNow: createSandboxClock(86_400, () => new Date(real)) };
    for (let day = 0; day <= DAYS; day++, real += 1_000) {
      await runScheduleRound(deps);
      // The kitchen sends the parts back out of the order at once, so every occurrence has them to take.
      const open = await t.db.select({ id: orders.id }).from(orders).where(ne(orders.status, 'cancelled'));
      for (const order of open) await cancelOrder(t.db, accountId, order.id, deps.sandboxNow!());
    }
    expect(utcToZonedTime(deps.sandboxNow!(), CHICAGO).day).toBe(addDays('2027-04-05', 1));

    const placed = async (scheduleId: string) =>
      (await t.db.select().from(orders).where(eq(orders.pickupScheduleId, scheduleId)))
        .map((order) => `${order.occurrenceDate} → ${chicago(order.pickupWindowStart)}`)
        .sort();
    const mondays: string[] = [];
    for (let monday = '2026-10-05'; monday <= '2027-04-05'; monday = addDays(monday, 7)) mondays.push(monday);
    const shifted: Record<string, string> = {
      '2026-10-12': '2026-10-13', // Columbus Day
      '2026-12-28': '2026-12-29', // the site's holiday closure
      '2027-01-18': '2027-01-19', // Martin Luther King Jr. Day
      '2027-02-15': '2027-02-16', // Washington's Birthday
    };
    const utcHour = (date: string) => (date >= '2026-11-01' && date < '2027-03-14' ? '14:00' : '13:00');
    const expected = mondays
      .filter((monday) => monday !== '2026-11-16' && monday !== '2027-01-04')
      .map((monday) => {
        const day = shifted[monday] ?? monday;
        return `${monday} → ${day} 08:00 (${utcHour(day)}Z)`;
      });
    expect(await placed(weekly)).toEqual(expected);
    expect(expected).toHaveLength(25);
    // Around both changes: still 08:00 in Chicago, an hour apart in UTC.
    expect(expected).toContain('2026-10-26 → 2026-10-26 08:00 (13:00Z)');
    expect(expected).toContain('2026-11-02 → 2026-11-02 08:00 (14:00Z)');
    expect(expected).toContain('2027-03-08 → 2027-03-08 08:00 (14:00Z)');
    expect(expected).toContain('2027-03-15 → 2027-03-15 08:00 (13:00Z)');

    const decisions = await t.db.select().from(pickupScheduleOccurrences);
    const of = (scheduleId: string) =>
      decisions
        .filter((row) => row.scheduleId === scheduleId)
        .map((row) => `${row.occurrenceDate} ${row.status} ${row.pickupDate}`)
        .sort();
    expect(of(weekly).filter((line) => line.includes('2026-11-16') || line.includes('2027-01-04'))).toEqual([]);
    expect(of(weekly).filter((line) => line.endsWith('2026-12-29'))).toEqual(['2026-12-28 placed 2026-12-29']);
    // The saw reaches 70 % late in January: nothing due before, an order each month after.
    expect(of(monthly)).toEqual([
      '2026-10-07 nothing_due 2026-10-07',
      '2026-11-04 nothing_due 2026-11-04',
      '2026-12-02 nothing_due 2026-12-02',
      '2027-01-06 nothing_due 2027-01-06',
      '2027-02-03 placed 2027-02-03',
      '2027-03-03 placed 2027-03-03',
      '2027-04-07 placed 2027-04-07',
    ]);
    expect(await placed(monthly)).toEqual([
      '2027-02-03 → 2027-02-03 08:00 (14:00Z)',
      '2027-03-03 → 2027-03-03 08:00 (14:00Z)',
      '2027-04-07 → 2027-04-07 08:00 (13:00Z)',
    ]);
  });
});
