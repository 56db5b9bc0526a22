import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pickupScheduleListResponseSchema,
  pickupScheduleResponseSchema,
  type PickupSchedule,
} from '#contract/pickup-schedule-answers';
import { pickupScheduleOccurrences, pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { orders } from '#server/db/schema/orders';
import { utcToZonedTime } from '#contract/zoned-time';
import { sessionClient } from '#server/testing/access-kit';
import { allEvents } from '#server/testing/all-events';
import { addSite, partsAt } from '#server/testing/site-kit';
import { clientFor, orderBody, v1Fixture, type JsonResponse, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };

let f: V1Fixture;
let north: string;
let south: string;
let northParts: string[];
let southParts: string[];

beforeAll(async () => {
  // T0: Saturday 21 November 2026, 03:00 in New York; Thursday the 26th is Thanksgiving.
  f = await v1Fixture();
  north = (await addSite(f, 'North')).id;
  south = (await addSite(f, 'South')).id;
  northParts = await partsAt(f, north, 3);
  southParts = await partsAt(f, south, 1);
});
afterAll(() => f.t.close());

const details = (res: JsonResponse) =>
  (res.body.error.details as { field: string; code: string }[]).map((detail) => [detail.field, detail.code]);

const body = (extra: Record<string, unknown> = {}) => ({
  site_id: north,
  rule: 'FREQ=WEEKLY;BYDAY=MO,TH',
  window_preference: { kind: 'earliest' },
  lead_days: 2,
  parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 1 },
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<PickupSchedule> {
  const res = await f.call('POST', '/v1/pickup-schedules', body(extra));
  if (res.status !== 201) throw new Error(`schedule create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return pickupScheduleResponseSchema.parse(res.body).data;
}

const read = async (id: string) =>
  pickupScheduleResponseSchema.parse((await f.call('GET', `/v1/pickup-schedules/${id}`)).body).data;
const statuses = (schedule: { next_occurrences: { date: string; status: string }[] }) =>
  schedule.next_occurrences.map((occurrence) => [occurrence.date, occurrence.status]);

describe('pickup schedules: create, read, list, update, delete', HEAVY, () => {
  it('makes a schedule at a site: the rule in its one written form, anchored at the site’s date, with its next 6 occurrences', async () => {
    const res = await f.call(
      'POST',
      '/v1/pickup-schedules',
      body({ rule: 'rrule:freq=weekly;byday=th,mo;', instructions: '  Back door  ' }),
    );
    expect(res.status).toBe(201);
    const schedule = pickupScheduleResponseSchema.parse(res.body).data;
    expect(schedule).toMatchObject({
      site_id: north,
      rule: 'FREQ=WEEKLY;BYDAY=MO,TH',
      window_preference: { kind: 'earliest' },
      lead_days: 2,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 1 },
      instructions: 'Back door',
      status: 'active',
      resume_on: null,
      skipped_dates: [],
    });
    expect(schedule.id).toMatch(/^psch_/);
    const [row] = await f.t.db.select().from(pickupSchedules).where(eq(pickupSchedules.id, schedule.id));
    expect(row!.anchorDate).toBe('2026-11-21');
    // Thanksgiving (Thursday the 26th) moves that pickup to Friday.
    expect(statuses(schedule)).toEqual([
      ['2026-11-23', 'scheduled'],
      ['2026-11-26', 'shifted'],
      ['2026-11-30', 'scheduled'],
      ['2026-12-03', 'scheduled'],
      ['2026-12-07', 'scheduled'],
      ['2026-12-10', 'scheduled'],
    ]);
    const shifted = schedule.next_occurrences[1]!;
    expect(shifted).toMatchObject({ shifted_to: '2026-11-27', order_id: null });
    expect(shifted.shifted_reason).toMatch(/Thanksgiving/);
    for (const occurrence of schedule.next_occurrences) {
      // Every part of North is due by time (registered more than a day before each pickup).
      expect([...occurrence.part_ids].sort()).toEqual([...northParts].sort());
      expect(occurrence.window).not.toBeNull();
    }
    expect(schedule.next_occurrences[1]!.window!.start.slice(0, 10)).toBe('2026-11-27');
    expect(await read(schedule.id)).toEqual(schedule);
    const [created] = await allEvents(f, `&type=pickup_schedule.created&object_id=${schedule.id}`);
    expect(created!.data.object).toEqual(schedule);
  });

  it('reports every problem of a body at once, each on its field', async () => {
    const [retired] = await partsAt(f, north, 1);
    expect((await f.call('POST', `/v1/parts/${retired}/retire`)).status).toBe(200);
    const res = await f.call(
      'POST',
      '/v1/pickup-schedules',
      body({
        rule: 'FREQ=WEEKLY;COUNT=3;BYDAY=MO',
        window_preference: { kind: 'range', start: '10:00', end: '08:00' },
        lead_days: 15,
        parts: { rule: 'fixed', part_ids: [northParts[0], 'part_nope', southParts[0], northParts[0], retired] },
        resume_on: '2027-01-04',
        colour: 'red',
      }),
    );
    expect(res.status).toBe(422);
    expect(details(res)).toEqual(
      expect.arrayContaining([
        ['lead_days', 'too_big'],
        ['colour', 'unknown_field'],
        ['rule', 'invalid_value'],
        ['window_preference', 'end_before_start'],
        ['parts.part_ids.3', 'duplicate'],
        ['resume_on', 'invalid_value'],
        ['parts.part_ids.1', 'not_found'],
        ['parts.part_ids.2', 'part_at_other_site'],
        ['parts.part_ids.4', 'not_orderable'],
      ]),
    );
    expect(details(res)).toHaveLength(9);
    const site = await f.call(
      'POST',
      '/v1/pickup-schedules',
      body({ site_id: 'site_nope', parts: { rule: 'fixed', part_ids: ['x'] } }),
    );
    expect(details(site)).toEqual([['site_id', 'not_found']]);
    const paused = await f.call('POST', '/v1/pickup-schedules', body({ status: 'paused', resume_on: '2026-11-21' }));
    expect(details(paused)).toEqual([['resume_on', 'in_past']]);
  });

  it('lists newest first with keyset paging, filters by site, and refuses a site of no account', async () => {
    // A moment later than the others, so it is the newest (ids order the ones made in one millisecond).
    f.t.clock.advance(1000);
    const southSchedule = await create({ site_id: south, rule: 'FREQ=MONTHLY;BYDAY=-1FR' });
    const page = pickupScheduleListResponseSchema.parse((await f.call('GET', '/v1/pickup-schedules?limit=1')).body);
    expect(page.data.map((s) => s.id)).toEqual([southSchedule.id]);
    expect(page.data[0]!.next_occurrences.map((o) => o.date)).toEqual([
      '2026-11-27',
      '2026-12-25',
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
      '2027-04-30',
    ]);
    // Christmas is a holiday: the pickup moves to the next open day.
    expect(page.data[0]!.next_occurrences[1]).toMatchObject({ status: 'shifted', shifted_to: '2026-12-28' });
    expect(page.data[0]!.next_occurrences[0]).not.toHaveProperty('window');
    const total = page.meta.total;
    const seen = [...page.data];
    let after = page.meta.next_cursor;
    while (after) {
      const next = pickupScheduleListResponseSchema.parse(
        (await f.call('GET', `/v1/pickup-schedules?limit=1&after=${after}`)).body,
      );
      seen.push(...next.data);
      after = next.meta.next_cursor;
    }
    expect(seen).toHaveLength(total);
    expect(seen.map((s) => s.created_at)).toEqual([...seen.map((s) => s.created_at)].sort().reverse());
    const atSouth = pickupScheduleListResponseSchema.parse((await f.call('GET', `/v1/pickup-schedules?site_id=${south}`)).body);
    expect(atSouth.data.map((s) => s.id)).toEqual([southSchedule.id]);
    expect(atSouth.meta.total).toBe(1);
    const unknown = await f.call('GET', '/v1/pickup-schedules?site_id=site_nope');
    expect(unknown.status).toBe(400);
    expect(details(unknown)).toEqual([['site_id', 'not_found']]);
    expect((await f.call('GET', '/v1/pickup-schedules?colour=red')).status).toBe(400);
  });

  it('walks the account’s created index backwards for a page, without a sort', async () => {
    await f.t.db.execute(sql`analyze pickup_schedules`);
    const plan = await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`
        explain select * from pickup_schedules where account_id = ${f.account.accountId}
          and (created_at, id) < (now(), 'psch_z')
        order by created_at desc, id desc limit 26`);
    });
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/Index Scan Backward using pickup_schedules_account_created_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('makes one schedule of a POST repeated with its Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': '0b6f4c1e-5d0e-4c58-9a53-6f1d1f0f7a11' };
    const count = async () => (await f.t.db.select().from(pickupSchedules)).length;
    const before = await count();
    const first = await f.call('POST', '/v1/pickup-schedules', body(), headers);
    const again = await f.call('POST', '/v1/pickup-schedules', body(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const skip = `/v1/pickup-schedules/${first.body.data.id}/skip`;
    const skipKey = { 'Idempotency-Key': '0b6f4c1e-5d0e-4c58-9a53-6f1d1f0f7a12' };
    expect((await f.call('POST', skip, { date: '2026-11-30' }, skipKey)).status).toBe(200);
    expect((await f.call('POST', skip, { date: '2026-12-03' }, skipKey)).body.error.code).toBe('idempotency_key_reused');
    expect(await count()).toBe(before + 1);
    const skips = await f.t.db.select().from(pickupScheduleSkips).where(eq(pickupScheduleSkips.scheduleId, first.body.data.id));
    expect(skips.map((row) => row.occurrenceDate)).toEqual(['2026-11-30']);
  });

  it('updates the fields sent, keeps the site, and records what changed; a change of nothing records nothing', async () => {
    const schedule = await create();
    f.t.clock.advance(60_000);
    const res = await f.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, {
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      lead_days: 3,
      parts: { rule: 'fixed', part_ids: [northParts[1]] },
    });
    expect(res.status).toBe(200);
    const updated = pickupScheduleResponseSchema.parse(res.body).data;
    expect(updated).toMatchObject({ rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', lead_days: 3, site_id: north });
    // INTERVAL counts from the week of the site's today (16 November): its Tuesday is past, so every other week from 1 December.
    expect(updated.next_occurrences.map((o) => o.date)).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
      '2027-02-09',
    ]);
    expect(updated.next_occurrences[0]!.part_ids).toEqual([northParts[1]]);
    expect(updated.updated_at > schedule.updated_at).toBe(true);
    const [event] = await allEvents(f, `&type=pickup_schedule.updated&object_id=${schedule.id}`);
    expect(event!.data.previous).toEqual({
      rule: 'FREQ=WEEKLY;BYDAY=MO,TH',
      lead_days: 2,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 1 },
    });
    const same = await f.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, {
      lead_days: 3,
      rule: 'freq=weekly;interval=2;byday=tu',
    });
    expect(same.body.data.updated_at).toBe(updated.updated_at);
    expect(await allEvents(f, `&type=pickup_schedule.updated&object_id=${schedule.id}`)).toHaveLength(1);
    expect(details(await f.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, { site_id: south }))).toEqual([
      ['site_id', 'unknown_field'],
    ]);
    const resumeOnActive = await f.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, { resume_on: '2027-01-04' });
    expect(details(resumeOnActive)).toEqual([['resume_on', 'invalid_value']]);
    const otherSitePart = await f.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, {
      parts: { rule: 'fixed', part_ids: [southParts[0]] },
    });
    expect(details(otherSitePart)).toEqual([['parts.part_ids.0', 'part_at_other_site']]);
    expect((await f.call('PATCH', '/v1/pickup-schedules/psch_nope', { lead_days: 3 })).status).toBe(404);
    // As every PATCH: the body is checked first, then the id.
    expect(details(await f.call('PATCH', '/v1/pickup-schedules/psch_nope', { lead_days: 30 }))).toEqual([
      ['lead_days', 'too_big'],
    ]);
    expect(details(await f.call('POST', '/v1/pickup-schedules/psch_nope/skip', {}))).toEqual([['date', 'required']]);
  });

  it('deletes a schedule with its skips and decided occurrences; the orders it placed stay', async () => {
    const schedule = await create();
    expect((await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-30' })).status).toBe(200);
    const order = await f.call('POST', '/v1/orders', orderBody([northParts[2]!], f.t.clock.now(), 3));
    expect(order.status).toBe(201);
    await f.t.db
      .update(orders)
      .set({ pickupScheduleId: schedule.id, occurrenceDate: '2026-11-23' })
      .where(eq(orders.id, order.body.data.id));
    await f.t.db.insert(pickupScheduleOccurrences).values({
      scheduleId: schedule.id,
      occurrenceDate: '2026-11-23',
      status: 'placed',
      pickupDate: '2026-11-23',
      orderId: order.body.data.id,
      decidedAt: f.t.clock.now(),
    });
    const res = await f.call('DELETE', `/v1/pickup-schedules/${schedule.id}`);
    expect(res.status).toBe(204);
    expect((await f.call('GET', `/v1/pickup-schedules/${schedule.id}`)).status).toBe(404);
    expect((await f.call('DELETE', `/v1/pickup-schedules/${schedule.id}`)).status).toBe(404);
    expect(await f.t.db.select().from(pickupScheduleSkips).where(eq(pickupScheduleSkips.scheduleId, schedule.id))).toEqual([]);
    expect(
      await f.t.db.select().from(pickupScheduleOccurrences).where(eq(pickupScheduleOccurrences.scheduleId, schedule.id)),
    ).toEqual([]);
    expect((await f.call('GET', `/v1/orders/${order.body.data.id}`)).status).toBe(200);
    const [deleted] = await allEvents(f, `&type=pickup_schedule.deleted&object_id=${schedule.id}`);
    expect(deleted!.data.object).toMatchObject({ id: schedule.id, skipped_dates: ['2026-11-30'] });
    await f.call('POST', `/v1/orders/${order.body.data.id}/cancel`);
  });
});

describe('pickup schedules: pause, resume, skip, unskip and what each occurrence comes to', HEAVY, () => {
  it('pauses until a date (occurrences from then on), or until resumed (none), and resumes', async () => {
    const schedule = await create();
    const paused = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/pause`, { resume_on: '2026-12-01' });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'paused', resume_on: '2026-12-01' });
    expect(paused.body.data.next_occurrences[0].date).toBe('2026-12-03');
    const untilResumed = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/pause`);
    expect(untilResumed.body.data).toMatchObject({ status: 'paused', resume_on: null, next_occurrences: [] });
    expect(details(await f.call('POST', `/v1/pickup-schedules/${schedule.id}/pause`, { resume_on: '2026-11-20' }))).toEqual([
      ['resume_on', 'in_past'],
    ]);
    const resumed = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/resume`);
    expect(resumed.body.data).toMatchObject({ status: 'active', resume_on: null });
    expect(resumed.body.data.next_occurrences[0].date).toBe('2026-11-23');
    const again = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/resume`);
    expect(again.body.data.updated_at).toBe(resumed.body.data.updated_at);
    const updates = await allEvents(f, `&type=pickup_schedule.updated&object_id=${schedule.id}`);
    expect(updates.map((event) => event.data.previous)).toEqual([
      { status: 'active', resume_on: null },
      { resume_on: '2026-12-01' },
      { status: 'paused' },
    ]);
  });

  it('skips one of the rule’s dates and takes the skip back; refuses a date the rule does not name, or one past', async () => {
    const schedule = await create();
    const skipped = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-30' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.skipped_dates).toEqual(['2026-11-30']);
    expect(skipped.body.data.next_occurrences[2]).toEqual({
      date: '2026-11-30',
      status: 'skipped',
      window: null,
      part_ids: [],
      order_id: null,
      shifted_to: null,
      shifted_reason: null,
      skipped_reason: 'Skipped on request',
    });
    const notOne = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-12-01' });
    expect(notOne.status).toBe(422);
    expect(details(notOne)).toEqual([['date', 'not_an_occurrence']]);
    expect(notOne.body.error.details[0].message).toMatch(/2026-12-03/);
    expect(details(await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-19' }))).toEqual([
      ['date', 'in_past'],
    ]);
    expect(details(await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: 'soon' }))).toEqual([
      ['date', 'invalid_value'],
    ]);
    const unskipped = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/unskip`, { date: '2026-11-30' });
    expect(unskipped.body.data.skipped_dates).toEqual([]);
    expect(unskipped.body.data.next_occurrences[2].status).toBe('scheduled');
    // Unskipping a date that is not skipped answers the schedule as it is.
    const idle = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/unskip`, { date: '2026-11-30' });
    expect(idle.status).toBe(200);
    expect(idle.body.data.updated_at).toBe(unskipped.body.data.updated_at);
    const updates = await allEvents(f, `&type=pickup_schedule.updated&object_id=${schedule.id}`);
    expect(updates.map((event) => event.data.previous)).toEqual([{ skipped_dates: [] }, { skipped_dates: ['2026-11-30'] }]);
    expect((await f.call('POST', '/v1/pickup-schedules/psch_nope/skip', { date: '2026-11-30' })).status).toBe(404);
  });

  it('shows placed and nothing-due occurrences with their order, and refuses to skip them', async () => {
    const schedule = await create({ parts: { rule: 'fixed', part_ids: [northParts[0]] } });
    const order = await f.call('POST', '/v1/orders', orderBody([northParts[0]!], f.t.clock.now(), 2));
    expect(order.status).toBe(201);
    const decided = (date: string, status: string, orderId: string | null, pickupDate = date) => ({
      scheduleId: schedule.id,
      occurrenceDate: date,
      status,
      pickupDate,
      orderId,
      decidedAt: f.t.clock.now(),
    });
    await f.t.db
      .insert(pickupScheduleOccurrences)
      .values([decided('2026-11-23', 'placed', order.body.data.id), decided('2026-11-26', 'nothing_due', null, '2026-11-27')]);
    const now = await read(schedule.id);
    expect(now.next_occurrences[0]).toEqual({
      date: '2026-11-23',
      status: 'placed',
      window: { start: order.body.data.pickup_window_start, end: order.body.data.pickup_window_end },
      part_ids: [northParts[0]],
      order_id: order.body.data.id,
      shifted_to: null,
      shifted_reason: null,
      skipped_reason: null,
    });
    expect(now.next_occurrences[1]).toMatchObject({
      date: '2026-11-26',
      status: 'nothing_due',
      window: null,
      part_ids: [],
      shifted_to: '2026-11-27',
    });
    // The part is in an open order: the next pickups would not take it.
    expect(now.next_occurrences[2]).toMatchObject({ status: 'scheduled', part_ids: [] });
    const refused = await f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-23' });
    expect(details(refused)).toEqual([['date', 'already_decided']]);
    expect(refused.body.error.details[0].message).toContain(order.body.data.id);
    await f.call('POST', `/v1/orders/${order.body.data.id}/cancel`);
  });

  it('makes one skip of 20 concurrent skips of one date, with one event', async () => {
    const schedule = await create();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-12-07' })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const rows = await f.t.db
      .select()
      .from(pickupScheduleSkips)
      .where(and(eq(pickupScheduleSkips.scheduleId, schedule.id), eq(pickupScheduleSkips.occurrenceDate, '2026-12-07')));
    expect(rows).toHaveLength(1);
    expect(await allEvents(f, `&type=pickup_schedule.updated&object_id=${schedule.id}`)).toHaveLength(1);
  });
});

describe('pickup schedules: who may see and change them', HEAVY, () => {
  it('reads with orders:read and changes with orders:write; other scopes are refused before anything happens', async () => {
    const schedule = await create();
    const reader = clientFor(f.t, await f.account.createKey(['orders:read']));
    const partsOnly = clientFor(f.t, await f.account.createKey(['parts:read', 'parts:write']));
    expect((await reader.call('GET', `/v1/pickup-schedules/${schedule.id}`)).status).toBe(200);
    expect((await reader.call('GET', '/v1/pickup-schedules')).status).toBe(200);
    for (const [method, path, sent] of [
      ['POST', '/v1/pickup-schedules', body()],
      ['PATCH', `/v1/pickup-schedules/${schedule.id}`, { lead_days: 5 }],
      ['DELETE', `/v1/pickup-schedules/${schedule.id}`, undefined],
      ['POST', `/v1/pickup-schedules/${schedule.id}/pause`, {}],
      ['POST', `/v1/pickup-schedules/${schedule.id}/resume`, undefined],
      ['POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-30' }],
      ['POST', `/v1/pickup-schedules/${schedule.id}/unskip`, { date: '2026-11-30' }],
    ] as const) {
      const res = await reader.call(method, path, sent);
      expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'insufficient_scope']);
    }
    expect((await partsOnly.call('GET', '/v1/pickup-schedules')).status).toBe(403);
    expect((await read(schedule.id)).lead_days).toBe(2);
  });

  it('answers 404 for another account’s schedule and never lists it', async () => {
    const schedule = await create();
    const other = await f.t.createAccount({ name: 'Elsewhere' });
    const them = clientFor(f.t, await other.createKey(['orders:read', 'orders:write']));
    expect((await them.call('GET', `/v1/pickup-schedules/${schedule.id}`)).status).toBe(404);
    expect((await them.call('PATCH', `/v1/pickup-schedules/${schedule.id}`, { lead_days: 5 })).status).toBe(404);
    expect((await them.call('POST', `/v1/pickup-schedules/${schedule.id}/skip`, { date: '2026-11-30' })).status).toBe(404);
    expect((await them.call('DELETE', `/v1/pickup-schedules/${schedule.id}`)).status).toBe(404);
    expect((await them.call('GET', '/v1/pickup-schedules')).body.data).toEqual([]);
    expect(details(await them.call('POST', '/v1/pickup-schedules', body()))).toEqual([['site_id', 'not_found']]);
  });

  it('lets a member limited to North see and change only North’s schedules', async () => {
    const atNorth = await create();
    const atSouth = await create({ site_id: south });
    const member = await f.account.addMember({ role: 'manager', siteIds: [north] });
    const client = sessionClient(f.t, await member.signIn());
    const list = pickupScheduleListResponseSchema.parse((await client.call('GET', '/v1/pickup-schedules?limit=100')).body);
    expect(new Set(list.data.map((s) => s.site_id))).toEqual(new Set([north]));
    expect(list.data.map((s) => s.id)).toContain(atNorth.id);
    expect((await client.call('GET', `/v1/pickup-schedules/${atSouth.id}`)).status).toBe(404);
    expect((await client.call('POST', `/v1/pickup-schedules/${atSouth.id}/pause`, {})).status).toBe(404);
    expect((await client.call('DELETE', `/v1/pickup-schedules/${atSouth.id}`)).status).toBe(404);
    // Another site's schedule does not exist to them, whatever the body says.
    expect((await client.call('PATCH', `/v1/pickup-schedules/${atSouth.id}`, { lead_days: 30 })).status).toBe(404);
    expect((await client.call('POST', `/v1/pickup-schedules/${atSouth.id}/skip`, { date: 'soon' })).status).toBe(404);
    expect(details(await client.call('GET', `/v1/pickup-schedules?site_id=${south}`))).toEqual([['site_id', 'not_found']]);
    expect(details(await client.call('POST', '/v1/pickup-schedules', body({ site_id: south })))).toEqual([
      ['site_id', 'not_found'],
    ]);
    const fixedSouth = await client.call(
      'POST',
      '/v1/pickup-schedules',
      body({ parts: { rule: 'fixed', part_ids: [southParts[0]] } }),
    );
    expect(details(fixedSouth)).toEqual([['parts.part_ids.0', 'not_found']]);
    expect((await client.call('POST', '/v1/pickup-schedules', body())).status).toBe(201);
    expect((await client.call('POST', `/v1/pickup-schedules/${atNorth.id}/skip`, { date: '2026-11-30' })).status).toBe(200);
  });
});

describe('pickup schedules: local time across daylight saving', HEAVY, () => {
  it('offers each pickup at the same local time in Chicago before and after the clocks change (14 March 2027)', async () => {
    const g = await v1Fixture();
    try {
      g.t.clock.set(new Date('2027-03-04T15:00:00Z'));
      const chicago = await addSite(g, 'Loop', { time_zone: 'America/Chicago' });
      const res = await g.call('POST', '/v1/pickup-schedules', {
        site_id: chicago.id,
        rule: 'FREQ=WEEKLY;BYDAY=MO,TH',
        window_preference: { kind: 'range', start: '09:00', end: '11:00' },
        lead_days: 1,
        parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 30 },
      });
      expect(res.status).toBe(201);
      const schedule = pickupScheduleResponseSchema.parse(res.body).data;
      const ahead = schedule.next_occurrences.filter((occurrence) => occurrence.date > '2027-03-04');
      expect(ahead.map((occurrence) => occurrence.date)).toEqual([
        '2027-03-08',
        '2027-03-11',
        '2027-03-15',
        '2027-03-18',
        '2027-03-22',
      ]);
      for (const { date, window } of ahead) {
        expect(utcToZonedTime(new Date(window!.start), 'America/Chicago'), date).toEqual({ day: date, time: '09:00' });
      }
      // The same local time is another instant once the clocks have changed.
      expect(ahead[1]!.window!.start).toBe('2027-03-11T15:00:00.000Z');
      expect(ahead[2]!.window!.start).toBe('2027-03-15T14:00:00.000Z');
    } finally {
      await g.t.close();
    }
  });
});
