import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '#contract/scopes';
import { clientFor, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
let partId: string;
let openOrderId: string;
let invoiceId: string;
let completedOrderId: string;
let aliasId: string;
/** Each PUT saves a new alias. */
let aliasCount = 0;
/** The account's first site: the matrix adds more, so every part names it. */
let mainSiteId: string;
let siteCount = 0;
let scheduleId: string;

/** A weekly schedule at the main site (the next Monday, 2026-11-23, is one of its dates). */
const scheduleBody = () => ({
  site_id: mainSiteId,
  rule: 'FREQ=WEEKLY;BYDAY=MO',
  window_preference: { kind: 'earliest' },
  lead_days: 2,
  parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 30 },
});

const siteBody = () => ({
  name: `Kitchen ${(siteCount += 1)}`,
  address: { line1: '1 Main St', city: 'Boston', country: 'US' },
  time_zone: 'America/New_York',
});

async function partsAtMain(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await f.call('POST', '/v1/parts', { part_type: 'blade', internal_label: `Part ${i}`, site_id: mainSiteId });
    ids.push(res.body.data.id);
  }
  return ids;
}

beforeAll(async () => {
  f = await v1Fixture();
  mainSiteId = (await f.call('GET', '/v1/sites')).body.data[0].id;
  const [a, b] = await partsAtMain(2);
  partId = a!;
  completedOrderId = (await f.call('POST', '/v1/orders', orderBody([b!]))).body.data.id;
  for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${completedOrderId}/advance`);
  invoiceId = (await f.call('GET', '/v1/invoices')).body.data[0].id;
  openOrderId = (await f.call('POST', '/v1/orders', orderBody([partId]))).body.data.id;
  aliasId = (await f.call('PUT', '/v1/part_type_aliases', { value: 'Cleaver', part_type: 'knife' })).body.data.id;
  scheduleId = (await f.call('POST', '/v1/pickup-schedules', scheduleBody())).body.data.id;
});
afterAll(() => f.t.close());

interface Endpoint {
  name: string;
  scope: Scope;
  success: number;
  request: () => Promise<[method: string, path: string, body?: unknown]>;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /v1/parts', scope: 'parts:read', success: 200, request: async () => ['GET', '/v1/parts'] },
  {
    name: 'POST /v1/parts',
    scope: 'parts:write',
    success: 201,
    request: async () => ['POST', '/v1/parts', { part_type: 'saw', internal_label: 'S', site_id: mainSiteId }],
  },
  { name: 'GET /v1/parts/:id', scope: 'parts:read', success: 200, request: async () => ['GET', `/v1/parts/${partId}`] },
  {
    name: 'PATCH /v1/parts/:id',
    scope: 'parts:write',
    success: 200,
    request: async () => ['PATCH', `/v1/parts/${partId}`, { model: 'M' }],
  },
  {
    name: 'POST /v1/parts/:id/retire',
    scope: 'parts:write',
    success: 200,
    request: async () => ['POST', `/v1/parts/${(await partsAtMain(1))[0]!}/retire`],
  },
  {
    name: 'GET /v1/parts/:id/history',
    scope: 'parts:read',
    success: 200,
    request: async () => ['GET', `/v1/parts/${partId}/history`],
  },
  { name: 'GET /v1/orders', scope: 'orders:read', success: 200, request: async () => ['GET', '/v1/orders'] },
  {
    name: 'POST /v1/orders',
    scope: 'orders:write',
    success: 201,
    request: async () => ['POST', '/v1/orders', orderBody(await partsAtMain(1))],
  },
  { name: 'GET /v1/orders/:id', scope: 'orders:read', success: 200, request: async () => ['GET', `/v1/orders/${openOrderId}`] },
  {
    name: 'GET /v1/orders/:id/timeline',
    scope: 'orders:read',
    success: 200,
    request: async () => ['GET', `/v1/orders/${openOrderId}/timeline`],
  },
  { name: 'GET /v1/invoices', scope: 'invoices:read', success: 200, request: async () => ['GET', '/v1/invoices'] },
  {
    name: 'GET /v1/invoices/:id',
    scope: 'invoices:read',
    success: 200,
    request: async () => ['GET', `/v1/invoices/${invoiceId}`],
  },
  { name: 'GET /v1/part_type_aliases', scope: 'parts:read', success: 200, request: async () => ['GET', '/v1/part_type_aliases'] },
  {
    name: 'PUT /v1/part_type_aliases',
    scope: 'parts:write',
    success: 201,
    request: async () => ['PUT', '/v1/part_type_aliases', { value: `Type ${(aliasCount += 1)}`, part_type: 'knife' }],
  },
  {
    name: 'DELETE /v1/part_type_aliases/:id',
    scope: 'parts:write',
    success: 204,
    request: async () => {
      const alias = await f.call('PUT', '/v1/part_type_aliases', { value: `Type ${(aliasCount += 1)}`, part_type: 'saw' });
      return ['DELETE', `/v1/part_type_aliases/${alias.body.data.id}`];
    },
  },
  { name: 'GET /v1/sites', scope: 'sites:read', success: 200, request: async () => ['GET', '/v1/sites'] },
  { name: 'GET /v1/sites/:id', scope: 'sites:read', success: 200, request: async () => ['GET', `/v1/sites/${mainSiteId}`] },
  { name: 'POST /v1/sites', scope: 'sites:write', success: 201, request: async () => ['POST', '/v1/sites', siteBody()] },
  {
    name: 'PATCH /v1/sites/:id',
    scope: 'sites:write',
    success: 200,
    request: async () => ['PATCH', `/v1/sites/${mainSiteId}`, { access_notes: `Gate ${(siteCount += 1)}` }],
  },
  {
    name: 'POST /v1/sites/:id/archive',
    scope: 'sites:write',
    success: 200,
    request: async () => {
      const site = await f.call('POST', '/v1/sites', siteBody());
      return ['POST', `/v1/sites/${site.body.data.id}/archive`, { move_parts_to: mainSiteId }];
    },
  },
  { name: 'GET /v1/pickup-schedules', scope: 'orders:read', success: 200, request: async () => ['GET', '/v1/pickup-schedules'] },
  {
    name: 'GET /v1/pickup-schedules/:id',
    scope: 'orders:read',
    success: 200,
    request: async () => ['GET', `/v1/pickup-schedules/${scheduleId}`],
  },
  {
    name: 'POST /v1/pickup-schedules',
    scope: 'orders:write',
    success: 201,
    request: async () => ['POST', '/v1/pickup-schedules', scheduleBody()],
  },
  {
    name: 'PATCH /v1/pickup-schedules/:id',
    scope: 'orders:write',
    success: 200,
    request: async () => ['PATCH', `/v1/pickup-schedules/${scheduleId}`, { instructions: `Gate ${(siteCount += 1)}` }],
  },
  {
    name: 'POST /v1/pickup-schedules/:id/pause',
    scope: 'orders:write',
    success: 200,
    request: async () => ['POST', `/v1/pickup-schedules/${scheduleId}/pause`],
  },
  {
    name: 'POST /v1/pickup-schedules/:id/resume',
    scope: 'orders:write',
    success: 200,
    request: async () => ['POST', `/v1/pickup-schedules/${scheduleId}/resume`],
  },
  {
    name: 'POST /v1/pickup-schedules/:id/skip',
    scope: 'orders:write',
    success: 200,
    request: async () => ['POST', `/v1/pickup-schedules/${scheduleId}/skip`, { date: '2026-11-30' }],
  },
  {
    name: 'POST /v1/pickup-schedules/:id/unskip',
    scope: 'orders:write',
    success: 200,
    request: async () => ['POST', `/v1/pickup-schedules/${scheduleId}/unskip`, { date: '2026-11-30' }],
  },
  {
    name: 'DELETE /v1/pickup-schedules/:id',
    scope: 'orders:write',
    success: 204,
    request: async () => {
      const schedule = await f.call('POST', '/v1/pickup-schedules', scheduleBody());
      return ['DELETE', `/v1/pickup-schedules/${schedule.body.data.id}`];
    },
  },
  {
    name: 'POST /sandbox/orders/:id/advance',
    scope: 'orders:write',
    success: 200,
    request: async () => ['POST', `/sandbox/orders/${openOrderId}/advance`],
  },
];

describe('scope matrix', HEAVY, () => {
  it.each(SCOPES)('a key with only %s reaches exactly the endpoints of that scope', async (scope) => {
    const client = clientFor(f.t, await f.account.createKey([scope]));
    for (const endpoint of ENDPOINTS) {
      const [method, path, body] = await endpoint.request();
      const res = await client.call(method, path, body);
      if (endpoint.scope === scope) {
        expect(res.status, endpoint.name).toBe(endpoint.success);
      } else {
        expect(res.status, `${scope} → ${endpoint.name}`).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: endpoint.scope });
        expect(res.body.error.message).toContain(endpoint.scope);
      }
    }
  });
});

describe('cross-account isolation', HEAVY, () => {
  it("answers 404 for another account's ids everywhere and never lists them", async () => {
    const other = await f.t.createAccount();
    const client = clientFor(f.t, await other.createKey(SCOPES));
    const notFound: [string, string, unknown?][] = [
      ['GET', `/v1/parts/${partId}`],
      ['PATCH', `/v1/parts/${partId}`, { model: 'stolen' }],
      ['GET', `/v1/parts/${partId}/history`],
      ['GET', `/v1/orders/${openOrderId}`],
      ['GET', `/v1/orders/${openOrderId}/timeline`],
      ['POST', `/sandbox/orders/${openOrderId}/advance`],
      ['POST', `/sandbox/orders/${completedOrderId}/advance`],
      ['GET', `/v1/invoices/${invoiceId}`],
      ['DELETE', `/v1/part_type_aliases/${aliasId}`],
      ['GET', `/v1/sites/${mainSiteId}`],
      ['PATCH', `/v1/sites/${mainSiteId}`, { access_notes: 'stolen' }],
      ['POST', `/v1/sites/${mainSiteId}/archive`, { move_parts_to: mainSiteId }],
      ['GET', `/v1/pickup-schedules/${scheduleId}`],
      ['PATCH', `/v1/pickup-schedules/${scheduleId}`, { instructions: 'stolen' }],
      ['POST', `/v1/pickup-schedules/${scheduleId}/pause`],
      ['POST', `/v1/pickup-schedules/${scheduleId}/skip`, { date: '2026-11-30' }],
      ['DELETE', `/v1/pickup-schedules/${scheduleId}`],
    ];
    for (const [method, path, body] of notFound) {
      const res = await client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const order = await client.call('POST', '/v1/orders', orderBody([partId]));
    expect(order.status).toBe(422);
    expect(order.body.error.details).toEqual([expect.objectContaining({ field: 'part_ids.0', code: 'not_found' })]);
    for (const path of ['/v1/parts', '/v1/orders', '/v1/invoices', '/v1/pickup-schedules']) {
      expect((await client.call('GET', path)).body).toMatchObject({ data: [], meta: { total: 0, next_cursor: null } });
    }
    expect((await client.call('GET', '/v1/part_type_aliases')).body).toEqual({ data: [] });
    expect((await f.call('GET', '/v1/part_type_aliases')).body.data.map((alias: { id: string }) => alias.id)).toContain(aliasId);
    expect((await f.call('GET', `/v1/parts/${partId}`)).body.data.model).not.toBe('stolen');
    expect((await client.call('GET', '/v1/sites')).body.data.map((site: { id: string }) => site.id)).not.toContain(mainSiteId);
    // Another account's site is no place for a part: the same answer as a site that does not exist.
    const part = await client.call('POST', '/v1/parts', { part_type: 'saw', internal_label: 'S', site_id: mainSiteId });
    expect(part.body.error.details).toEqual([expect.objectContaining({ field: 'site_id', code: 'not_found' })]);
    expect((await f.call('GET', `/v1/sites/${mainSiteId}`)).body.data.access_notes).not.toBe('stolen');
  });
});
