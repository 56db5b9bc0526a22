import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '#contract/members';
import { accessFixture, type AccessFixture } from '#server/testing/access-kit';
import { partsAt } from '#server/testing/site-kit';
import type { JsonResponse, V1Client } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };

/** Who signs in: a role over every site, or a role limited to the North kitchen. */
const PEOPLE = ['owner', 'admin', 'manager', 'accounts_payable', 'viewer', 'manager@North', 'accounts_payable@North'] as const;
type Person = (typeof PEOPLE)[number];

/** What an action answers: success (2xx), 403 (a scope the role lacks) or 404 (a site the member does not reach). */
type Outcome = 'ok' | 403 | 404;
const ok = 'ok';

// prettier-ignore
const MATRIX: Record<string, [owner: Outcome, admin: Outcome, manager: Outcome, ap: Outcome, viewer: Outcome, managerNorth: Outcome, apNorth: Outcome]> = {
  'list parts':               [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a North part':        [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a South part':        [ok, ok, ok,  ok,  ok,  404, 404],
  'register a part at North': [ok, ok, ok,  403, 403, ok,  403],
  'edit a North part':        [ok, ok, ok,  403, 403, ok,  403],
  'edit a South part':        [ok, ok, ok,  403, 403, 404, 403],
  'retire a North part':      [ok, ok, ok,  403, 403, ok,  403],
  'list part type aliases':   [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'save a part type alias':   [ok, ok, ok,  403, 403, ok,  403],
  'read a North order':       [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'reschedule a South order': [ok, ok, ok,  403, 403, 404, 403],
  'list orders':              [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a South order':       [ok, ok, ok,  ok,  ok,  404, 404],
  'place an order at North':  [ok, ok, ok,  403, 403, ok,  403],
  'cancel a North order':     [ok, ok, ok,  403, 403, ok,  403],
  'cancel a South order':     [ok, ok, ok,  403, 403, 404, 403],
  'list pickup windows':      [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'list invoices':            [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a North invoice':     [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a South invoice':     [ok, ok, ok,  ok,  ok,  404, 404],
  'list sites':               [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read the South site':      [ok, ok, ok,  ok,  ok,  404, 404],
  'add a site':               [ok, ok, 403, 403, 403, 403, 403],
  'edit a site':              [ok, ok, 403, 403, 403, 403, 403],
  'list pickup schedules':    [ok, ok, ok,  ok,  ok,  ok,  ok ],
  'read a South schedule':    [ok, ok, ok,  ok,  ok,  404, 404],
  'make a North schedule':    [ok, ok, ok,  403, 403, ok,  403],
  'skip a South pickup':      [ok, ok, ok,  403, 403, 404, 403],
  'list events':              [ok, ok, ok,  403, ok,  403, 403],
  'list webhook endpoints':   [ok, ok, 403, 403, ok,  403, 403],
  'add a webhook endpoint':   [ok, ok, 403, 403, 403, 403, 403],
  'create an API key':        [ok, ok, 403, 403, 403, 403, 403],
};

let f: AccessFixture;
let windowTurn = 0;

/** The next pickup window North (or South) takes, from the service's own list, each used by at most one order. */
async function nextWindow(siteId: string) {
  const res = await f.admin.call('GET', `/v1/pickup-windows?site_id=${siteId}`);
  const windows = (res.body.data as { start: string; end: string; available: boolean }[]).filter((w) => w.available);
  const window = windows[windowTurn++ % windows.length]!;
  return { pickup_window_start: window.start, pickup_window_end: window.end };
}

async function newPart(siteId: string): Promise<string> {
  return (await partsAt(f.admin, siteId, 1))[0]!;
}

async function pendingOrder(siteId: string): Promise<string> {
  const res = await f.admin.call('POST', '/v1/orders', { part_ids: [await newPart(siteId)], ...(await nextWindow(siteId)) });
  if (res.status !== 201) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

let siteCount = 0;
let hookCount = 0;
/** Two weekly schedules at each kitchen, made with an every-scope key. */
const schedules: Record<'north' | 'south', string[]> = { north: [], south: [] };
const scheduleBody = (siteId: string) => ({
  site_id: siteId,
  rule: 'FREQ=WEEKLY;BYDAY=MO',
  window_preference: { kind: 'earliest' },
  lead_days: 2,
  parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 30 },
});

/** Each action as a person would take it; what it needs is arranged first with an every-scope key. */
const ACTIONS: Record<keyof typeof MATRIX, (as: V1Client) => Promise<JsonResponse>> = {
  'list parts': (as) => as.call('GET', '/v1/parts'),
  'read a North part': (as) => as.call('GET', `/v1/parts/${f.north.partIds[2]}`),
  'read a South part': (as) => as.call('GET', `/v1/parts/${f.south.partIds[2]}`),
  'register a part at North': (as) =>
    as.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'New', site_id: f.north.siteId }),
  'edit a North part': (as) => as.call('PATCH', `/v1/parts/${f.north.partIds[3]}`, { manufacturer: 'Acme' }),
  'edit a South part': (as) => as.call('PATCH', `/v1/parts/${f.south.partIds[3]}`, { manufacturer: 'Acme' }),
  'retire a North part': async (as) => as.call('POST', `/v1/parts/${await newPart(f.north.siteId)}/retire`),
  'list part type aliases': (as) => as.call('GET', '/v1/part_type_aliases'),
  'save a part type alias': (as) => as.call('PUT', '/v1/part_type_aliases', { value: 'Big knife', part_type: 'blade' }),
  'read a North order': (as) => as.call('GET', `/v1/orders/${f.north.pendingOrderId}`),
  'reschedule a South order': async (as) =>
    as.call('PATCH', `/v1/orders/${await pendingOrder(f.south.siteId)}`, { purchase_order: 'PO-7' }),
  'list orders': (as) => as.call('GET', '/v1/orders'),
  'read a South order': (as) => as.call('GET', `/v1/orders/${f.south.pendingOrderId}`),
  'place an order at North': async (as) => {
    const body = { part_ids: [await newPart(f.north.siteId)], ...(await nextWindow(f.north.siteId)) };
    return as.call('POST', '/v1/orders', body);
  },
  'cancel a North order': async (as) => as.call('POST', `/v1/orders/${await pendingOrder(f.north.siteId)}/cancel`),
  'cancel a South order': async (as) => as.call('POST', `/v1/orders/${await pendingOrder(f.south.siteId)}/cancel`),
  'list pickup windows': (as) => as.call('GET', '/v1/pickup-windows'),
  'list invoices': (as) => as.call('GET', '/v1/invoices'),
  'read a North invoice': (as) => as.call('GET', `/v1/invoices/${f.north.invoiceId}`),
  'read a South invoice': (as) => as.call('GET', `/v1/invoices/${f.south.invoiceId}`),
  'list sites': (as) => as.call('GET', '/v1/sites'),
  'read the South site': (as) => as.call('GET', `/v1/sites/${f.south.siteId}`),
  'add a site': (as) =>
    as.call('POST', '/v1/sites', {
      name: `Depot ${++siteCount}`,
      address: { line1: '1 Depot St', city: 'Boston', country: 'US' },
      time_zone: 'America/New_York',
    }),
  'edit a site': (as) => as.call('PATCH', `/v1/sites/${f.north.siteId}`, { access_notes: 'Ring twice' }),
  'list pickup schedules': (as) => as.call('GET', '/v1/pickup-schedules'),
  'read a South schedule': (as) => as.call('GET', `/v1/pickup-schedules/${schedules.south[0]}`),
  'make a North schedule': (as) => as.call('POST', '/v1/pickup-schedules', scheduleBody(f.north.siteId)),
  'skip a South pickup': (as) => as.call('POST', `/v1/pickup-schedules/${schedules.south[0]}/skip`, { date: '2026-11-30' }),
  'list events': (as) => as.call('GET', '/v1/events'),
  'list webhook endpoints': (as) => as.call('GET', '/v1/webhook_endpoints'),
  'add a webhook endpoint': (as) =>
    as.call('POST', '/v1/webhook_endpoints', { url: `https://hooks.example.com/in/${++hookCount}`, events: ['part.created'] }),
  'create an API key': (as) => as.call('POST', '/portal/api-keys', { name: 'Bot', scopes: ['parts:read'], expires_at: null }),
};

const sessions = new Map<Person, V1Client>();

beforeAll(async () => {
  f = await accessFixture();
  for (const person of PEOPLE) {
    const [role, site] = person.split('@') as [MemberRole, string | undefined];
    sessions.set(person, (await f.member(role, site ? [f.north.siteId] : null)).client);
  }
  for (const kitchen of ['north', 'south'] as const) {
    for (let i = 0; i < 2; i++) {
      const res = await f.admin.call('POST', '/v1/pickup-schedules', scheduleBody(f[kitchen].siteId));
      if (res.status !== 201) throw new Error(`schedule failed: ${JSON.stringify(res.body)}`);
      schedules[kitchen].push(res.body.data.id);
    }
  }
}, 180_000);
afterAll(() => f.t.close());

const outcomeOf = (res: JsonResponse): Outcome | number => (res.status < 300 ? ok : res.status);

describe.each(PEOPLE.map((person, column) => [person, column] as const))('a session of %s', (person, column) => {
  it.each(Object.keys(MATRIX))('%s', HEAVY, async (action) => {
    const res = await ACTIONS[action]!(sessions.get(person)!);
    const expected = MATRIX[action]![column]!;
    expect({ action, outcome: outcomeOf(res) }).toEqual({ action, outcome: expected });
    if (expected === 403) expect(res.body.error.code).toMatch(/^(insufficient_scope|forbidden)$/);
    if (expected === 404) expect(res.body.error.code).toBe('not_found');
  });
});

/** Every row of a list, walking its pages as an export does. */
async function everyRow(as: V1Client, path: string): Promise<{ rows: { id: string; site_id: string }[]; total: number }> {
  const rows: { id: string; site_id: string }[] = [];
  let total = -1;
  for (let after: string | null = ''; after !== null;) {
    const res = await as.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=3${after ? `&after=${after}` : ''}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    total = res.body.meta.total;
    after = res.body.meta.next_cursor;
  }
  return { rows, total };
}

describe('what each session lists, counts and exports', HEAVY, () => {
  const LISTS = [
    '/v1/parts',
    '/v1/parts?status=with_customer',
    '/v1/parts?q=At',
    '/v1/orders',
    '/v1/invoices',
    '/v1/sites',
    '/v1/pickup-schedules',
  ];

  it.each(PEOPLE)('%s: every list holds exactly the rows of their sites, and its total counts them', async (person) => {
    const limited = person.includes('@');
    for (const list of LISTS) {
      // What the whole account, or North alone, holds, as an every-scope key reads it.
      const sitesList = list === '/v1/sites';
      const truth = await everyRow(
        f.admin,
        limited && !sitesList ? `${list}${list.includes('?') ? '&' : '?'}site_id=${f.north.siteId}` : list,
      );
      const expectedIds = sitesList && limited ? [f.north.siteId] : truth.rows.map((row) => row.id);
      const seen = await everyRow(sessions.get(person)!, list);
      expect({ list, ids: seen.rows.map((row) => row.id).sort(), total: seen.total }).toEqual({
        list,
        ids: [...expectedIds].sort(),
        total: expectedIds.length,
      });
    }
  });
});
