import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/app-deps';
import { events } from '#server/db/schema/events';
import { orders } from '#server/db/schema/orders';
import { pickupScheduleOccurrences, pickupSchedules } from '#server/db/schema/pickup-schedules';
import { addSite, partsAt } from '#server/testing/site-kit';
import { insertSchedule, setWear } from '#server/testing/schedule-kit';
import { T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { runScheduleRound, startScheduleWorker } from './schedule-worker';

// T0 is Saturday 21 Nov 2026 in New York; a Monday schedule with two days' lead places its order at once.
const HEAVY = { timeout: 60_000 };

let f: V1Fixture;
let siteId: string;
let partIds: string[];
beforeEach(async () => {
  f = await v1Fixture();
  siteId = (await addSite(f, 'Kitchen')).id;
  partIds = await partsAt(f, siteId, 3);
  for (const id of partIds) await setWear(f.t.db, id, 90, T0, 10);
});
afterEach(() => f.t.close());

const seed = (extra: Partial<Parameters<typeof insertSchedule>[1]> = {}) =>
  insertSchedule(
    f.t.db,
    { accountId: f.account.accountId, siteId, rule: 'FREQ=WEEKLY;BYDAY=MO', anchorDate: '2026-11-21', ...extra },
    T0,
  );
const ordersOf = (scheduleId: string) => f.t.db.select().from(orders).where(eq(orders.pickupScheduleId, scheduleId));
const updatesOf = (id: string) =>
  f.t.db
    .select()
    .from(events)
    .where(and(eq(events.type, 'pickup_schedule.updated'), eq(events.objectId, id)));
const statusOf = async (id: string) => (await f.t.db.select().from(pickupSchedules).where(eq(pickupSchedules.id, id)))[0]!;

describe('runScheduleRound', HEAVY, () => {
  it('places for active schedules, resumes paused ones whose date has come, and leaves the others', async () => {
    const active = await seed({ parts: { rule: 'fixed', part_ids: [partIds[0]!] } });
    const paused = await seed({ status: 'paused', parts: { rule: 'fixed', part_ids: [partIds[1]!] } });
    const resumesToday = await seed({
      status: 'paused',
      resumeOn: '2026-11-21',
      parts: { rule: 'fixed', part_ids: [partIds[2]!] },
    });
    const resumesLater = await seed({ status: 'paused', resumeOn: '2026-11-22' });

    const outcomes = await runScheduleRound(f.t.deps);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['placed', 'placed']);
    expect(await ordersOf(active)).toHaveLength(1);
    expect(await ordersOf(paused)).toHaveLength(0);
    expect(await ordersOf(resumesToday)).toHaveLength(1);
    expect(await statusOf(resumesToday)).toMatchObject({ status: 'active', resumeOn: null });
    expect(await statusOf(resumesLater)).toMatchObject({ status: 'paused', resumeOn: '2026-11-22' });
    expect(await ordersOf(resumesLater)).toHaveLength(0);

    // A second round has nothing left to do.
    expect(await runScheduleRound(f.t.deps)).toEqual([]);

    // The resume is a change like any other: one pickup_schedule.updated.
    const resumed = await updatesOf(resumesToday);
    expect(resumed).toHaveLength(1);
    expect(JSON.parse(resumed[0]!.data)).toMatchObject({
      object: { status: 'active', resume_on: null },
      previous: { status: 'paused', resume_on: '2026-11-21' },
    });
  });

  it('reads the sandbox clock, not the request clock', async () => {
    const id = await seed({ rule: 'FREQ=WEEKLY;BYDAY=TH', leadDays: 2 });
    // The request clock is Saturday; the sandbox clock is Tuesday 1 Dec, two days before Thursday 3 Dec.
    const deps: AppDeps = { ...f.t.deps, sandboxNow: () => new Date('2026-12-01T15:00:00Z') };
    expect(await runScheduleRound(f.t.deps)).toEqual([]);
    expect(await runScheduleRound(deps)).toMatchObject([{ date: '2026-12-03', result: 'placed' }]);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('places one order per occurrence when two processes run rounds side by side', async () => {
    const id = await seed({ rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE', leadDays: 5 });
    const other = await f.t.secondInstance();
    const both = await Promise.all([runScheduleRound(f.t.deps), runScheduleRound(other.deps), runScheduleRound(f.t.deps)]);
    const placed = await ordersOf(id);
    // Monday's order takes the three parts; Tuesday and Wednesday find none left to take.
    expect(placed).toHaveLength(1);
    const decisions = await f.t.db.select().from(pickupScheduleOccurrences).where(eq(pickupScheduleOccurrences.scheduleId, id));
    expect(decisions.map((row) => `${row.occurrenceDate} ${row.status}`).sort()).toEqual([
      '2026-11-23 placed',
      '2026-11-24 nothing_due',
      '2026-11-25 nothing_due',
    ]);
    expect(decisions.find((row) => row.status === 'placed')!.orderId).toBe(placed[0]!.id);
    const results = both.flat().map((outcome) => outcome.result);
    expect(results.filter((result) => result === 'placed')).toHaveLength(1);
  });
});

describe('startScheduleWorker', HEAVY, () => {
  it('runs rounds on its own until stopped', async () => {
    const id = await seed();
    const stop = startScheduleWorker(f.t.deps, 20);
    const until = Date.now() + 20_000;
    while ((await ordersOf(id)).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(await ordersOf(id)).toHaveLength(1);
  });
});
