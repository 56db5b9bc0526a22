import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { orderListResponseSchema, orderResponseSchema } from '#contract/orders';
import type { Site } from '#contract/sites';
import { allEvents } from '#server/testing/all-events';
import { addSite, partsAt } from '#server/testing/site-kit';
import { hoursFrom, orderBody, T0, v1Fixture, type JsonResponse, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };

let f: V1Fixture;
let harbour: Site;
let lakeside: Site;
let atHarbour: string[];
let atLakeside: string[];
beforeAll(async () => {
  f = await v1Fixture();
  harbour = await addSite(f, 'Harbour', {
    contact: { name: 'Rosa', phone: '+1 212 555 0142' },
    access_notes: 'Ring twice.',
  });
  lakeside = await addSite(f, 'Lakeside');
  atHarbour = await partsAt(f, harbour.id, 6);
  atLakeside = await partsAt(f, lakeside.id, 3);
}, 120_000);
afterAll(() => f.t.close());

const codes = (res: JsonResponse) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return errorBodySchema
    .parse(res.body)
    .error.details!.map((detail) => `${detail.field}:${detail.code}`)
    .sort();
};
const detailOn = (res: JsonResponse, code: string) =>
  errorBodySchema.parse(res.body).error.details!.find((detail) => detail.code === code)!;

describe('every order picks up at one site', HEAVY, () => {
  it('takes the site of its parts when none is named, and keeps a snapshot of it', async () => {
    const res = await f.call('POST', '/v1/orders', orderBody(atHarbour.slice(0, 2)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = orderResponseSchema.parse(res.body).data;
    expect(order.site_id).toBe(harbour.id);
    expect(order.pickup_site).toEqual({
      id: harbour.id,
      name: 'Harbour',
      address: harbour.address,
      contact: { name: 'Rosa', phone: '+1 212 555 0142' },
      access_notes: 'Ring twice.',
    });
    const listed = orderListResponseSchema.parse((await f.call('GET', '/v1/orders')).body).data;
    expect(listed.find((item) => item.id === order.id)?.site_id).toBe(harbour.id);
    const [created] = await allEvents(f, `&type=order.created`);
    expect(created?.data.object).toMatchObject({ id: order.id, site_id: harbour.id, pickup_site: { name: 'Harbour' } });
  });

  it('accepts the site named when every part is there', async () => {
    const res = await f.call('POST', '/v1/orders', { ...orderBody([atLakeside[0]!], T0, 1), site_id: lakeside.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(orderResponseSchema.parse(res.body).data.site_id).toBe(lakeside.id);
  });

  it('refuses parts at several sites, naming each site by id and name', async () => {
    const res = await f.call('POST', '/v1/orders', orderBody([atHarbour[2]!, atLakeside[1]!]));
    expect(codes(res)).toEqual(['part_ids:parts_at_several_sites']);
    const { message } = detailOn(res, 'parts_at_several_sites');
    for (const text of [harbour.id, lakeside.id, '"Harbour"', '"Lakeside"']) expect(message).toContain(text);
  });

  it('refuses a part at another site than the one named, on that part', async () => {
    const res = await f.call('POST', '/v1/orders', { ...orderBody([atHarbour[2]!, atLakeside[1]!]), site_id: harbour.id });
    expect(codes(res)).toEqual(['part_ids.1:part_at_other_site']);
    expect(detailOn(res, 'part_at_other_site').message).toContain('"Lakeside"');
  });

  it('refuses an unknown or archived site, with every other problem in the same answer', async () => {
    const past = { pickup_window_start: hoursFrom(T0, -3), pickup_window_end: hoursFrom(T0, -1) };
    const unknown = await f.call('POST', '/v1/orders', { part_ids: [atHarbour[3]!, 'part_nope'], ...past, site_id: 'site_nope' });
    expect(codes(unknown)).toEqual(['part_ids.1:not_found', 'pickup_window_start:in_past', 'site_id:not_found']);

    const closing = await addSite(f, 'Closing');
    const archived = await f.call('POST', `/v1/sites/${closing.id}/archive`, { move_parts_to: harbour.id });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const res = await f.call('POST', '/v1/orders', { ...orderBody([atHarbour[3]!]), site_id: closing.id });
    expect(codes(res)).toEqual(['site_id:not_found']);
  });

  it('parts at several sites are reported with the window’s problems, and nothing is written', async () => {
    const before = orderListResponseSchema.parse((await f.call('GET', '/v1/orders')).body).meta.total;
    const saturday = { pickup_window_start: '2026-11-28T15:00:00.000Z', pickup_window_end: '2026-11-28T17:00:00.000Z' };
    const res = await f.call('POST', '/v1/orders', { part_ids: [atHarbour[4]!, atLakeside[2]!], ...saturday });
    expect(codes(res)).toEqual(['part_ids:parts_at_several_sites', 'pickup_window_start:outside_business_hours']);
    expect(orderListResponseSchema.parse((await f.call('GET', '/v1/orders')).body).meta.total).toBe(before);
  });

  it('keeps the pickup site as it was when the site is edited later', async () => {
    const placed = orderResponseSchema.parse((await f.call('POST', '/v1/orders', orderBody([atHarbour[5]!], T0, 2))).body).data;
    const edit = await f.call('PATCH', `/v1/sites/${harbour.id}`, {
      name: 'Harbour (new)',
      address: { line1: '99 Other St', city: 'Salem', country: 'US' },
      contact: { name: 'Sam', phone: '+1 617 555 0100' },
      access_notes: 'Front door.',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const read = orderResponseSchema.parse((await f.call('GET', `/v1/orders/${placed.id}`)).body).data;
    expect(read.site_id).toBe(harbour.id);
    expect(read.pickup_site).toEqual(placed.pickup_site);
    expect(read.pickup_site?.name).toBe('Harbour');
  });
});
