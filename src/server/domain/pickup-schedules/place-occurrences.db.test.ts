import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utcToZonedTime } from '#contract/zoned-time';
import { events } from '#server/db/schema/events';
import { orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { pickupScheduleOccurrences, pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { createOrder } from '#server/domain/orders/create-order';
import { DEFAULT_PICKUP_RULES as rules, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { addSite, partsAt } from '#server/testing/site-kit';
import { insertSchedule, setWear, type ScheduleSeed } from '#server/testing/schedule-kit';
import { T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { offeredWindow } from '#server/testing/offered-windows';
import { closedDaysFor } from './closed-days';
import { scheduledPartIds } from './due-parts';
import { placeDueOccurrences } from './place-occurrences';
import { isUniqueViolation } from './unique-violation';
import { chooseWindow } from './window-choice';

// T0 is Saturday 21 Nov 2026, 03:00 in New York; Thanksgiving is Thursday 26 Nov.
const HEAVY = { timeout: 60_000 };
const NY = 'America/New_York';

let f: V1Fixture;
let siteId: string;
beforeEach(async () => {
  f = await v1Fixture();
  siteId = (await addSite(f, 'Kitchen', { closed_dates: [{ date: '2026-11-30', reason: 'Deep clean' }] })).id;
});
afterEach(() => f.t.close());

const db = () => f.t.db;
const schedule = async (seed: Partial<ScheduleSeed> & Pick<ScheduleSeed, 'rule'>) => {
  const id = await insertSchedule(db(), { accountId: f.account.accountId, siteId, anchorDate: '2026-11-21', ...seed }, T0);
  const [row] = await db().select().from(pickupSchedules).where(eq(pickupSchedules.id, id));
  return row!;
};
const localStart = (at: Date) => {
  const { day, time } = utcToZonedTime(at, NY);
  return `${day} ${time}`;
};
const ordersOf = (scheduleId: string) => db().select().from(orders).where(eq(orders.pickupScheduleId, scheduleId));

describe('closedDaysFor', () => {
  it('says why the site takes no pickup on a date, in words, and null when it does', async () => {
    const closedOn = await closedDaysFor(db(), f.account.accountId, siteId, '2026-11-21', '2026-11-30', rules);
    expect(closedOn('2026-11-23')).toBeNull();
    expect(closedOn('2026-11-26')).toBe('Thanksgiving Day');
    expect(closedOn('2026-11-22')).toBe('Closed on Sundays');
    expect(closedOn('2026-11-30')).toBe('Deep clean');
    // Outside the range asked for: still answered.
    expect(closedOn('2026-12-25')).toBe('Christmas Day');
    expect(closedOn('2026-12-01')).toBeNull();
    const other = await closedDaysFor(db(), f.account.accountId, 'site_nope', '2026-11-21', '2026-11-22', rules);
    expect(other('2026-11-23')).not.toBeNull();
  });

  it('names the business’s weekday without pickups when the site receives then, and hours that fit no window', async () => {
    const weekend = (await addSite(f, 'Weekend', { receiving_hours: everyDay('09:00', '11:00') })).id;
    const closedOn = await closedDaysFor(db(), f.account.accountId, weekend, '2026-11-21', '2026-11-23', rules);
    expect(closedOn('2026-11-21')).toBe('No pickups on Saturdays');
    expect(closedOn('2026-11-23')).toBe('No pickup window fits the site’s receiving hours');
  });
});

function everyDay(start: string, end: string) {
  const range = [{ start, end }];
  return { mon: range, tue: range, wed: range, thu: range, fri: range, sat: range, sun: range };
}

describe('chooseWindow', () => {
  it('takes the earliest, the first inside a range, else the nearest, and null on a closed day', async () => {
    const pick = async (date: string, preference: Parameters<typeof chooseWindow>[4]) => {
      const window = await chooseWindow(db(), f.account.accountId, siteId, date, preference, rules, T0);
      return window && localStart(window.start);
    };
    expect(await pick('2026-11-24', { kind: 'earliest' })).toBe('2026-11-24 08:00');
    expect(await pick('2026-11-24', { kind: 'range', start: '11:00', end: '15:00' })).toBe('2026-11-24 12:00');
    // 06:00–07:00 holds no window: the nearest is the day's first; 19:00–21:00, its last.
    expect(await pick('2026-11-24', { kind: 'range', start: '06:00', end: '07:00' })).toBe('2026-11-24 08:00');
    expect(await pick('2026-11-24', { kind: 'range', start: '19:00', end: '21:00' })).toBe('2026-11-24 16:00');
    expect(await pick('2026-11-22', { kind: 'earliest' })).toBeNull();
    expect(await pick('2026-11-26', { kind: 'earliest' })).toBeNull();
    // Too soon on the day itself (the lead time begins on the next business day).
    const sameDay = await chooseWindow(
      db(),
      f.account.accountId,
      siteId,
      '2026-11-23',
      { kind: 'earliest' },
      rules,
      new Date('2026-11-23T14:00:00Z'),
    );
    expect(sameDay).toBeNull();
  });

  it('passes over a full window', async () => {
    const [partId] = await partsAt(f, siteId, 1);
    const oneSeat: PickupRules = { ...rules, capacity: 1 };
    const first = offeredWindow(T0, 0, oneSeat);
    const placed = await f.call('POST', '/v1/orders', {
      part_ids: [partId],
      pickup_window_start: first.start,
      pickup_window_end: first.end,
    });
    expect(placed.status).toBe(201);
    const window = await chooseWindow(db(), f.account.accountId, siteId, '2026-11-23', { kind: 'earliest' }, oneSeat, T0);
    expect(localStart(window!.start)).toBe('2026-11-23 10:00');
  });
});

describe('scheduledPartIds', HEAVY, () => {
  it('takes a part due by wear and one due by time, whichever comes first, and leaves one due by neither', async () => {
    const [byWear, byTime, neither, inOrder, retired] = await partsAt(f, siteId, 5);
    await setWear(db(), byWear!, 69, T0, 10); // a blade gains 0.6 a day: 70 by Monday
    await setWear(db(), byTime!, 10, T0, 95);
    await setWear(db(), neither!, 10, T0, 10);
    await setWear(db(), inOrder!, 95, T0, 200);
    await setWear(db(), retired!, 95, T0, 200);
    await db().update(parts).set({ status: 'retired' }).where(eq(parts.id, retired!));
    const window = offeredWindow(T0, 10);
    const placed = await f.call('POST', '/v1/orders', {
      part_ids: [inOrder],
      pickup_window_start: window.start,
      pickup_window_end: window.end,
    });
    expect(placed.status).toBe(201);

    const monday = new Date('2026-11-23T13:00:00Z');
    const due = { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 } as const;
    expect(new Set(await scheduledPartIds(db(), f.account.accountId, siteId, due, monday))).toEqual(new Set([byWear, byTime]));
    // Saturday itself: the wear line has not reached 70 yet.
    expect(await scheduledPartIds(db(), f.account.accountId, siteId, due, T0)).toEqual([byTime]);
    // Another site's parts never go.
    const elsewhere = (await addSite(f, 'Elsewhere')).id;
    expect(await scheduledPartIds(db(), f.account.accountId, elsewhere, due, monday)).toEqual([]);

    const fixed = { rule: 'fixed' as const, part_ids: [neither!, inOrder!, retired!, 'part_missing'] };
    expect(await scheduledPartIds(db(), f.account.accountId, siteId, fixed, monday)).toEqual([neither]);
  });
});

describe('placeDueOccurrences', HEAVY, () => {
  it('places one order with the due parts, naming the schedule, and a retry places no second', async () => {
    const [byWear, byTime, neither] = await partsAt(f, siteId, 3);
    await setWear(db(), byWear!, 69, T0, 10);
    await setWear(db(), byTime!, 10, T0, 95);
    await setWear(db(), neither!, 10, T0, 10);
    const row = await schedule({
      rule: 'FREQ=WEEKLY;BYDAY=MO',
      leadDays: 2,
      windowPreference: { kind: 'range', start: '10:00', end: '12:00' },
      instructions: 'Knock at the back door',
    });

    const outcomes = await placeDueOccurrences(db(), row, rules, T0);
    expect(outcomes).toMatchObject([{ date: '2026-11-23', result: 'placed', pickupDate: '2026-11-23' }]);
    const [order] = await ordersOf(row.id);
    expect(order).toMatchObject({ occurrenceDate: '2026-11-23', instructions: 'Knock at the back door', siteId });
    expect(localStart(order!.pickupWindowStart)).toBe('2026-11-23 10:00');

    const answered = (await f.call('GET', `/v1/orders/${order!.id}`)).body.data;
    expect(new Set(answered.parts.map((part: { id: string }) => part.id))).toEqual(new Set([byWear, byTime]));
    expect(answered.pickup_schedule_id).toBe(row.id);
    expect(answered.occurrence_date).toBe('2026-11-23');
    const madeBy = { kind: 'pickup_schedule', name: `Pickup schedule ${row.id}` };
    expect(answered.timeline[0]).toMatchObject({ status: 'pending', actor: 'api', made_by: madeBy });
    const [created] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'order.created'), eq(events.objectId, order!.id)));
    expect(JSON.parse(created!.data).made_by).toEqual(madeBy);

    // Again, and again after its decision was lost (a crash between the two writes cannot happen; data from elsewhere can).
    expect(await placeDueOccurrences(db(), row, rules, T0)).toEqual([]);
    await db().delete(pickupScheduleOccurrences).where(eq(pickupScheduleOccurrences.scheduleId, row.id));
    expect(await placeDueOccurrences(db(), row, rules, T0)).toEqual([
      { date: '2026-11-23', result: 'already_placed', orderId: order!.id },
    ]);
    expect(await ordersOf(row.id)).toHaveLength(1);
    const [decision] = await db()
      .select()
      .from(pickupScheduleOccurrences)
      .where(eq(pickupScheduleOccurrences.scheduleId, row.id));
    expect(decision).toMatchObject({ status: 'placed', orderId: order!.id, pickupDate: '2026-11-23' });

    // A hand-made order answers nulls.
    const hand = offeredWindow(T0, 12);
    const byHand = await f.call('POST', '/v1/orders', {
      part_ids: [neither],
      pickup_window_start: hand.start,
      pickup_window_end: hand.end,
    });
    expect(byHand.body.data).toMatchObject({ pickup_schedule_id: null, occurrence_date: null });
  });

  it('refuses a second order for the same occurrence by the unique index, on its name', async () => {
    const [a, b] = await partsAt(f, siteId, 2);
    const row = await schedule({ rule: 'FREQ=WEEKLY;BYDAY=MO' });
    const placedFor = { scheduleId: row.id, occurrenceDate: '2026-11-23' };
    const place = (partId: string, slot: number) => {
      const window = offeredWindow(T0, slot);
      const body = { part_ids: [partId], pickup_window_start: window.start, pickup_window_end: window.end };
      return createOrder(db(), f.account.accountId, body, T0, rules, 'api', { pickupScheduleId: row.id }, null, placedFor);
    };
    await place(a!, 0);
    const second = await place(b!, 1).catch((error: unknown) => error);
    expect(isUniqueViolation(second, 'orders_schedule_occurrence_key')).toBe(true);
    expect(await ordersOf(row.id)).toHaveLength(1);
  });

  it('records nothing_due and places no order when no part is due', async () => {
    const [fresh] = await partsAt(f, siteId, 1);
    await setWear(db(), fresh!, 5, T0, 3);
    const row = await schedule({ rule: 'FREQ=WEEKLY;BYDAY=MO', leadDays: 2 });
    expect(await placeDueOccurrences(db(), row, rules, T0)).toEqual([
      { date: '2026-11-23', result: 'nothing_due', pickupDate: '2026-11-23' },
    ]);
    expect(await ordersOf(row.id)).toHaveLength(0);
    expect(await placeDueOccurrences(db(), row, rules, T0)).toEqual([]);
  });

  it('moves a pickup off Thanksgiving to the next open day, and one with no free window to the next day with one', async () => {
    const [a, b] = await partsAt(f, siteId, 2);
    await setWear(db(), a!, 90, T0, 10);
    await setWear(db(), b!, 90, T0, 10);
    const thursday = await schedule({ rule: 'FREQ=WEEKLY;BYDAY=TH', leadDays: 5, parts: { rule: 'fixed', part_ids: [a!] } });
    expect(await placeDueOccurrences(db(), thursday, rules, T0)).toMatchObject([
      { date: '2026-11-26', result: 'placed', pickupDate: '2026-11-27' },
    ]);
    const [moved] = await ordersOf(thursday.id);
    expect(moved).toMatchObject({ occurrenceDate: '2026-11-26' });
    expect(localStart(moved!.pickupWindowStart)).toBe('2026-11-27 08:00');

    // One window a day with one seat, Tuesday's taken: Tuesday's pickup goes on Wednesday.
    const tight: PickupRules = { ...rules, capacity: 1, windows: [{ start: '08:00', end: '10:00' }] };
    const [c] = await partsAt(f, siteId, 1);
    const tuesday = offeredWindow(T0, 1, tight);
    expect(localStart(new Date(tuesday.start))).toBe('2026-11-24 08:00');
    await createOrder(
      db(),
      f.account.accountId,
      { part_ids: [c!], pickup_window_start: tuesday.start, pickup_window_end: tuesday.end },
      T0,
      tight,
    );
    const weekly = await schedule({ rule: 'FREQ=WEEKLY;BYDAY=TU', leadDays: 3, parts: { rule: 'fixed', part_ids: [b!] } });
    expect(await placeDueOccurrences(db(), weekly, tight, T0)).toMatchObject([
      { date: '2026-11-24', result: 'placed', pickupDate: '2026-11-25' },
    ]);
  });

  it('places nothing for a skipped occurrence nor before its lead time', async () => {
    const [a] = await partsAt(f, siteId, 1);
    await setWear(db(), a!, 90, T0, 10);
    const row = await schedule({ rule: 'FREQ=WEEKLY;BYDAY=WE', leadDays: 3 });
    // Wednesday 25 Nov: its order is due on Sunday 22, not yet on Saturday.
    expect(await placeDueOccurrences(db(), row, rules, T0)).toEqual([]);
    await db().insert(pickupScheduleSkips).values({ scheduleId: row.id, occurrenceDate: '2026-11-25', createdAt: T0 });
    expect(await placeDueOccurrences(db(), row, rules, new Date('2026-11-22T15:00:00Z'))).toEqual([]);
    expect(await ordersOf(row.id)).toHaveLength(0);
  });
});
