import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { orderResponseSchema } from '#contract/orders';
import { pickupWindowListResponseSchema, type PickupWindow } from '#contract/pickup-windows';
import type { Site } from '#contract/sites';
import { addSite, partsAt, weekdayHours } from '#server/testing/site-kit';
import { v1Fixture, type JsonResponse, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };

let f: V1Fixture;
// Chicago, 08:00–11:00 there: of the service's New York windows only 10:00–12:00 fits.
let lakeside: Site;
// New York, all day but closed on Tuesdays.
let noTuesdays: Site;
beforeAll(async () => {
  f = await v1Fixture();
  lakeside = await addSite(f, 'Lakeside', {
    time_zone: 'America/Chicago',
    receiving_hours: weekdayHours([{ start: '08:00', end: '11:00' }]),
  });
  noTuesdays = await addSite(f, 'No Tuesdays', { receiving_hours: weekdayHours([{ start: '08:00', end: '18:00' }], ['tue']) });
}, 120_000);
afterAll(() => f.t.close());

/** The service's windows as the site sees them (GET /v1/pickup-windows?site_id=). */
async function windowsAt(site: Site): Promise<PickupWindow[]> {
  const res = await f.call('GET', `/v1/pickup-windows?site_id=${site.id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pickupWindowListResponseSchema.parse(res.body).data;
}

async function windowWith(site: Site, reason: PickupWindow['unavailable_reason']): Promise<{ start: string; end: string }> {
  const window = (await windowsAt(site)).find((candidate) => candidate.unavailable_reason === reason);
  if (!window) throw new Error(`no window with reason ${reason} at ${site.name}`);
  return { start: window.start, end: window.end };
}

const windowBody = (window: { start: string; end: string }) => ({
  pickup_window_start: window.start,
  pickup_window_end: window.end,
});

/** The one refusal on pickup_window_start, whose nearest window is one the site can take. */
async function refusedAt(res: JsonResponse, site: Site, code: string): Promise<void> {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  const details = errorBodySchema.parse(res.body).error.details!;
  expect(details.map((detail) => `${detail.field}:${detail.code}`)).toEqual([`pickup_window_start:${code}`]);
  const nearest = details[0]!.nearest_window;
  expect(nearest).toBeTruthy();
  const available = (await windowsAt(site)).filter((window) => window.available).map((window) => window.start);
  expect(available).toContain(nearest!.start);
}

describe('an order’s window is one its site can take', HEAVY, () => {
  it('refuses a window outside the receiving hours of a site in another time zone, and takes one inside', async () => {
    const [part] = await partsAt(f, lakeside.id, 1);
    const outside = await windowWith(lakeside, 'outside_receiving_hours');
    await refusedAt(
      await f.call('POST', '/v1/orders', { part_ids: [part], ...windowBody(outside) }),
      lakeside,
      'outside_receiving_hours',
    );

    const inside = await windowWith(lakeside, null);
    // 10:00–12:00 in New York is 09:00–11:00 in Chicago.
    expect(new Date(inside.start).toLocaleString('en-US', { timeZone: 'America/Chicago', hour: '2-digit', hour12: false })).toBe(
      '09',
    );
    const res = await f.call('POST', '/v1/orders', { part_ids: [part], ...windowBody(inside) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses a window on the site’s closed weekday', async () => {
    const [part] = await partsAt(f, noTuesdays.id, 1);
    const tuesday = await windowWith(noTuesdays, 'site_closed');
    expect(new Date(tuesday.start).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short' })).toBe('Tue');
    await refusedAt(await f.call('POST', '/v1/orders', { part_ids: [part], ...windowBody(tuesday) }), noTuesdays, 'site_closed');
  });

  it('refuses a reschedule outside the site’s hours or on its closed day, and takes one it can', async () => {
    const [atLake] = await partsAt(f, lakeside.id, 1);
    const lakeWindows = (await windowsAt(lakeside)).filter((window) => window.available);
    const placed = await f.call('POST', '/v1/orders', { part_ids: [atLake], ...windowBody(lakeWindows[1]!) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const lakeOrder = orderResponseSchema.parse(placed.body).data;
    const outside = await windowWith(lakeside, 'outside_receiving_hours');
    const refused = await f.call('PATCH', `/v1/orders/${lakeOrder.id}`, windowBody(outside));
    await refusedAt(refused, lakeside, 'outside_receiving_hours');
    const moved = await f.call('PATCH', `/v1/orders/${lakeOrder.id}`, windowBody(lakeWindows[2]!));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const [atNoTue] = await partsAt(f, noTuesdays.id, 1);
    const open = (await windowsAt(noTuesdays)).find((window) => window.available)!;
    const order = orderResponseSchema.parse(
      (await f.call('POST', '/v1/orders', { part_ids: [atNoTue], ...windowBody(open) })).body,
    ).data;
    const tuesday = await windowWith(noTuesdays, 'site_closed');
    await refusedAt(await f.call('PATCH', `/v1/orders/${order.id}`, windowBody(tuesday)), noTuesdays, 'site_closed');
  });

  it('follows the site’s hours as they are now when rescheduling', async () => {
    const [part] = await partsAt(f, noTuesdays.id, 1);
    const open = (await windowsAt(noTuesdays)).filter((window) => window.available);
    const order = orderResponseSchema.parse(
      (await f.call('POST', '/v1/orders', { part_ids: [part], ...windowBody(open[0]!) })).body,
    ).data;
    const wednesday = open.find(
      (window) => new Date(window.start).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short' }) === 'Wed',
    )!;
    const edit = await f.call('PATCH', `/v1/sites/${noTuesdays.id}`, {
      receiving_hours: weekdayHours([{ start: '08:00', end: '18:00' }], ['tue', 'wed']),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await refusedAt(await f.call('PATCH', `/v1/orders/${order.id}`, windowBody(wednesday)), noTuesdays, 'site_closed');
  });
});
