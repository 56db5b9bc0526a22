import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '#server/db/schema/team';
import { accessFixture, type AccessFixture } from '#server/testing/access-kit';
import { orderBody, T0, type V1Client } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

/**
 * A member limited to North sees and changes only North: South's records answer 404 as if they did not
 * exist, and no list, total or count holds a South row.
 */
describe('a member limited to one site', HEAVY, () => {
  let f: AccessFixture;
  let north: V1Client;
  beforeAll(async () => {
    f = await accessFixture();
    north = (await f.member('manager', [f.north.siteId])).client;
  }, 120_000);
  afterAll(() => f.t.close());

  const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((row) => row.id).sort();

  it('lists only their site, and reads another as no site at all', async () => {
    const list = await north.call('GET', '/v1/sites');
    expect(ids(list)).toEqual([f.north.siteId]);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0].part_count).toBe(4);
    expect((await north.call('GET', `/v1/sites/${f.north.siteId}`)).status).toBe(200);
    expect((await north.call('GET', `/v1/sites/${f.south.siteId}`)).status).toBe(404);
  });

  it('lists, counts, searches and looks up only their parts', async () => {
    const list = await north.call('GET', '/v1/parts?limit=100');
    expect(ids(list)).toEqual([...f.north.partIds].sort());
    expect(list.body.meta.total).toBe(4);
    const filtered = await north.call('GET', '/v1/parts?status=with_customer&part_type=blade');
    expect(filtered.body.data.every((part: { site_id: string }) => part.site_id === f.north.siteId)).toBe(true);
    const searched = await north.call('GET', '/v1/parts?q=At');
    expect(ids(searched)).toEqual([...f.north.partIds].sort());
    expect(searched.body.meta.total).toBe(4);
    const worn = await north.call('GET', '/v1/parts?wear_min=0&sort=-wear_level');
    expect(worn.body.meta.total).toBe(4);
    const lookup = await north.call('GET', `/v1/parts/lookup?q=At`);
    expect(lookup.body.data.every((part: { site_id: string }) => part.site_id === f.north.siteId)).toBe(true);
    expect(lookup.body.meta.total).toBe(4);
  });

  it('answers another site in ?site_id= as an unknown one: no parts, and 400 on orders and invoices', async () => {
    const parts = await north.call('GET', `/v1/parts?site_id=${f.south.siteId}`);
    expect(parts.status).toBe(200);
    expect(parts.body).toMatchObject({ data: [], meta: { total: 0 } });
    const both = await north.call('GET', `/v1/parts?site_id=${f.north.siteId},${f.south.siteId}`);
    expect(both.body.meta.total).toBe(4);
    for (const path of ['/v1/orders', '/v1/invoices']) {
      const other = await north.call('GET', `${path}?site_id=${f.south.siteId}`);
      const unknown = await north.call('GET', `${path}?site_id=site_unknown`);
      expect(other.status).toBe(400);
      expect(other.body.error.details[0]).toMatchObject({ field: 'site_id', code: 'not_found' });
      expect(unknown.body.error.code).toBe(other.body.error.code);
    }
  });

  it('answers 404 for another site’s part, order and invoice, reads and writes alike', async () => {
    const south = f.south;
    const refused = [
      ['GET', `/v1/parts/${south.partIds[2]}`],
      ['GET', `/v1/parts/${south.partIds[2]}/history`],
      ['PATCH', `/v1/parts/${south.partIds[2]}`, { internal_label: 'Mine now' }],
      ['POST', `/v1/parts/${south.partIds[2]}/retire`],
      ['GET', `/v1/orders/${south.pendingOrderId}`],
      ['GET', `/v1/orders/${south.pendingOrderId}/timeline`],
      ['PATCH', `/v1/orders/${south.pendingOrderId}`, { purchase_order: 'PO-1' }],
      ['POST', `/v1/orders/${south.pendingOrderId}/cancel`],
      ['POST', `/sandbox/orders/${south.pendingOrderId}/advance`],
      ['GET', `/v1/invoices/${south.invoiceId}`],
    ] as const;
    for (const [method, path, body] of refused) {
      const res = await north.call(method, path, body);
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 404, 'not_found']);
    }
    expect((await f.admin.call('GET', `/v1/parts/${south.partIds[2]}`)).body.data.internal_label).not.toBe('Mine now');
    expect((await north.call('GET', `/v1/parts/${f.north.partIds[2]}/history`)).status).toBe(200);
    expect((await north.call('GET', `/v1/invoices/${f.north.invoiceId}`)).status).toBe(200);
  });

  it('refuses a cursor made for a caller of other sites: it would carry their total', async () => {
    const page = await f.admin.call('GET', `/v1/invoices?limit=1`);
    expect(page.body.meta.next_cursor).not.toBeNull();
    const refused = await north.call('GET', `/v1/invoices?limit=1&after=${page.body.meta.next_cursor}`);
    expect([refused.status, refused.body.error.code]).toEqual([400, 'invalid_cursor']);
  });

  it('lists only their orders and invoices, with their totals', async () => {
    const orders = await north.call('GET', '/v1/orders');
    expect(ids(orders)).toEqual([f.north.completedOrderId, f.north.pendingOrderId].sort());
    expect(orders.body.meta.total).toBe(2);
    const pickups = await north.call(
      'GET',
      `/v1/orders?pickup_from=${T0.toISOString()}&pickup_to=${new Date(T0.getTime() + 30 * 86_400_000).toISOString()}`,
    );
    expect(ids(pickups)).toEqual([f.north.completedOrderId, f.north.pendingOrderId].sort());
    expect(pickups.body.meta.total).toBe(2);
    const invoices = await north.call('GET', '/v1/invoices');
    expect(ids(invoices)).toEqual([f.north.invoiceId]);
    expect(invoices.body.meta.total).toBe(1);
  });

  it('registers parts at their sites only: another site is refused as an unknown one, and none named goes to theirs', async () => {
    const other = await north.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'X', site_id: f.south.siteId });
    const unknown = await f.admin.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'X', site_id: 'site_nope' });
    expect(other.status).toBe(422);
    expect(other.body.error.details).toEqual([expect.objectContaining({ field: 'site_id', code: 'not_found' })]);
    expect(unknown.body.error.details[0].code).toBe('not_found');
    expect(other.body.error.details[0].message).not.toContain('South');

    const unnamed = await north.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'Default site' });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.data.site_id).toBe(f.north.siteId);

    const batch = await north.call('POST', '/v1/parts/batch', {
      parts: [
        { part_type: 'blade', internal_label: 'B1' },
        { part_type: 'blade', internal_label: 'B2', site_id: f.south.siteId },
      ],
    });
    expect(batch.status).toBe(422);
    expect(batch.body.error.details).toEqual([expect.objectContaining({ field: 'parts[1].site_id', code: 'not_found' })]);
    const imported = await north.call('POST', '/v1/parts/batch', { parts: [{ part_type: 'blade', internal_label: 'B1' }] });
    expect(imported.status).toBe(201);
    expect(imported.body.data[0].site_id).toBe(f.north.siteId);
  });

  it('learns that a serial number is taken at another site, but not by which part', async () => {
    const serial = { serial_number: 'SN-SOUTH-1' };
    expect((await f.admin.call('PATCH', `/v1/parts/${f.south.partIds[3]}`, serial)).status).toBe(200);
    const res = await north.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'Twin', ...serial });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      expect.objectContaining({ field: 'serial_number', code: 'duplicate_serial', message: expect.not.stringContaining('At ') }),
    ]);
    expect(res.body.error.details[0].existing_part).toBeUndefined();
    const batch = await north.call('POST', '/v1/parts/batch', {
      parts: [{ part_type: 'blade', internal_label: 'T', ...serial }],
    });
    expect(batch.body.error.details[0]).toMatchObject({ code: 'duplicate_serial' });
    expect(batch.body.error.details[0].existing_part).toBeUndefined();
    const everySite = await f.admin.call('POST', '/v1/parts', {
      part_type: 'blade',
      internal_label: 'Twin',
      site_id: f.north.siteId,
      ...serial,
    });
    expect(everySite.body.error.details[0].existing_part).toMatchObject({ id: f.south.partIds[3] });
  });

  it('moves a part only to a site they reach', async () => {
    const moved = await north.call('PATCH', `/v1/parts/${f.north.partIds[3]}`, { site_id: f.south.siteId });
    expect(moved.status).toBe(422);
    expect(moved.body.error.details).toEqual([expect.objectContaining({ field: 'site_id', code: 'not_found' })]);
  });

  it('places orders of their parts only: another site’s part is one that does not exist', async () => {
    const body = orderBody([f.north.partIds[2]!, f.south.partIds[2]!], T0, 5);
    const res = await north.call('POST', '/v1/orders', body);
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      { field: 'part_ids.1', code: 'not_found', message: `No part with id ${f.south.partIds[2]}.` },
    ]);
    const windows = await north.call('GET', `/v1/pickup-windows?site_id=${f.south.siteId}`);
    expect(windows.status).toBe(400);
    expect((await north.call('GET', `/v1/pickup-windows?site_id=${f.north.siteId}`)).status).toBe(200);
  });

  it('has no events, webhooks or site settings: those reach every site', async () => {
    for (const [method, path] of [
      ['GET', '/v1/events'],
      ['GET', '/v1/webhook_endpoints'],
      ['POST', '/v1/sites'],
      ['PATCH', `/v1/sites/${f.north.siteId}`],
    ] as const) {
      const res = await north.call(method, path, method === 'GET' ? undefined : {});
      expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'insufficient_scope']);
    }
  });

  it('does not replay another caller’s saved answer for the same Idempotency-Key', async () => {
    const key = { 'Idempotency-Key': 'shared-key-1' };
    const body = { part_type: 'blade', internal_label: 'Keyed', site_id: f.south.siteId };
    const everySite = await f.member('manager');
    expect((await everySite.client.call('POST', '/v1/parts', body, key)).status).toBe(201);
    const replay = await north.call('POST', '/v1/parts', body, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBeNull();
    expect(replay.status).toBe(422);
  });

  it('sees a narrowing of their sites on the very next request', async () => {
    const narrowed = await f.member('viewer', [f.north.siteId, f.south.siteId]);
    expect((await narrowed.client.call('GET', '/v1/sites')).body.meta.total).toBe(2);
    expect((await narrowed.client.call('GET', `/v1/parts/${f.south.partIds[3]}`)).status).toBe(200);
    await f.t.db
      .update(members)
      .set({ siteIds: [f.north.siteId] })
      .where(eq(members.id, narrowed.memberId));
    expect((await narrowed.client.call('GET', '/v1/sites')).body.meta.total).toBe(1);
    expect((await narrowed.client.call('GET', `/v1/parts/${f.south.partIds[3]}`)).status).toBe(404);
  });
});
