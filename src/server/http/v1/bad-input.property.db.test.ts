import { count } from 'drizzle-orm';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema } from '#contract/errors';
import { orderCreateSchema } from '#contract/orders';
import { partCreateSchema, partUpdateSchema } from '#contract/parts';
import { invoices } from '#server/db/schema/invoices';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { partHistory, parts } from '#server/db/schema/parts';
import { apiKeyCreateSchema } from '#contract/portal';
import { apiKeys } from '#server/db/schema/accounts';
import { sites } from '#server/db/schema/sites';
import { siteArchiveSchema, siteCreateSchema, siteUpdateSchema } from '#contract/sites';
import {
  pickupScheduleCreateSchema,
  pickupSchedulePauseSchema,
  pickupScheduleSkipSchema,
  pickupScheduleUpdateSchema,
} from '#contract/pickup-schedules';
import { pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
let partId: string;
let orderId: string;
let portal: V1Fixture['call'];
let siteId: string;
const RUNS = { numRuns: 60 };

beforeAll(async () => {
  f = await v1Fixture();
  const ids = await createParts(f, 2);
  partId = ids[0]!;
  orderId = (await f.call('POST', '/v1/orders', orderBody([ids[1]!]))).body.data.id;
  siteId = (await f.call('GET', '/v1/sites')).body.data[0].id;
  const session = await f.account.signIn();
  portal = async (method, path, body) => {
    const res = await f.t.request(path, {
      method,
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: String(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
});
afterAll(() => f.t.close());

async function rowCounts() {
  const tables = [
    parts,
    partHistory,
    orders,
    orderParts,
    orderTimeline,
    invoices,
    apiKeys,
    sites,
    pickupSchedules,
    pickupScheduleSkips,
  ];
  return Promise.all(tables.map(async (table) => (await f.t.db.select({ n: count() }).from(table))[0]!.n));
}

/** A refused request answers a documented code with its documented status. */
function expectDocumentedError(res: { status: number; body: unknown }, allowed: number[]) {
  expect(allowed).toContain(res.status);
  const { error } = z.parse(errorBodySchema, res.body);
  expect(ERROR_CODES[error.code as keyof typeof ERROR_CODES]).toBe(res.status);
}

const validPart = { part_type: 'saw', internal_label: 'Saw', serial_number: 'S1', manufacturer: 'M', model: 'X' };
/** Text with control characters (NUL included) among ordinary ones. */
const controlText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\t', '\n', 'a', 'é'),
  minLength: 1,
  maxLength: 20,
});
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300, unit: 'binary' }),
  controlText,
  fc.constantFrom('', ' ', 'x'.repeat(201), 'x'.repeat(200_000), null),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ nested: [value, { deeper: value }] })),
);
/** Valid bodies with one field replaced, removed or added: closer to real mistakes than pure noise. */
const mutated = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid)), value: fieldValue })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...Object.keys(valid)).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    fc
      .record({ key: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), controlText), value: fieldValue })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
  );
const anyBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    mutated(valid),
    fc.string().map((raw) => ({ raw })),
  );

const serialize = (body: unknown) =>
  typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1
    ? String(body.raw)
    : JSON.stringify(body);

async function sendBody(method: string, path: string, schema: z.ZodMiniType, body: unknown, allowed: number[], client = f.call) {
  const before = await rowCounts();
  const text = serialize(body);
  const res = await client(method, path, text);
  if (res.status < 300) {
    // The generator stumbled on a valid request: it must really be one.
    expect(z.safeParse(schema, JSON.parse(text)).success).toBe(true);
    return;
  }
  expectDocumentedError(res, allowed);
  expect(await rowCounts()).toEqual(before);
}

describe('bad input never causes a 500 and never writes', HEAVY, () => {
  it('POST /v1/parts', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody(validPart), (body) => sendBody('POST', '/v1/parts', partCreateSchema, body, [400, 422])),
      RUNS,
    );
  });

  it('PATCH /v1/parts/:id', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody({ internal_label: 'L', model: 'M' }), (body) =>
        sendBody('PATCH', `/v1/parts/${partId}`, partUpdateSchema, body, [400, 422]),
      ),
      RUNS,
    );
  });

  it('POST /v1/sites', async () => {
    const valid = {
      name: 'Kitchen',
      address: { line1: '1 Main St', city: 'Boston', country: 'US' },
      time_zone: 'America/New_York',
      receiving_hours: { mon: [{ start: '06:00', end: '10:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      closed_dates: [{ date: '2026-12-24', reason: 'Eve' }],
      contact: { name: 'Ana', phone: '1' },
      access_notes: 'Back door',
    };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), (body) => sendBody('POST', '/v1/sites', siteCreateSchema, body, [400, 422])),
      RUNS,
    );
  });

  it('PATCH /v1/sites/:id and POST /v1/sites/:id/archive', async () => {
    const valid = { access_notes: 'Gate code 12', time_zone: 'America/Chicago', closed_dates: [] };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), (body) => sendBody('PATCH', `/v1/sites/${siteId}`, siteUpdateSchema, body, [400, 422])),
      RUNS,
    );
    // Its only site is never a place to move its parts to: every body is refused.
    await fc.assert(
      fc.asyncProperty(anyBody({ move_parts_to: siteId }), (body) =>
        sendBody('POST', `/v1/sites/${siteId}/archive`, siteArchiveSchema, body, [400, 422]),
      ),
      RUNS,
    );
  });

  it('POST /v1/orders', async () => {
    const valid = { ...orderBody([partId]), instructions: 'Door' };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), (body) => sendBody('POST', '/v1/orders', orderCreateSchema, body, [400, 422])),
      RUNS,
    );
  });

  it('POST /v1/pickup-schedules, PATCH it, and its pause and skip', async () => {
    const valid = {
      site_id: siteId,
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      window_preference: { kind: 'range', start: '06:00', end: '10:00' },
      lead_days: 3,
      parts: { rule: 'fixed', part_ids: [partId] },
      instructions: 'Back door',
      status: 'paused',
      resume_on: '2027-01-04',
    };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), (body) =>
        sendBody('POST', '/v1/pickup-schedules', pickupScheduleCreateSchema, body, [400, 422]),
      ),
      RUNS,
    );
    const made = await f.call('POST', '/v1/pickup-schedules', { ...valid, rule: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(made.status).toBe(201);
    const path = `/v1/pickup-schedules/${made.body.data.id}`;
    const change = {
      lead_days: 5,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 30 },
      rule: 'FREQ=MONTHLY;BYDAY=2TU',
    };
    await fc.assert(
      fc.asyncProperty(anyBody(change), (body) => sendBody('PATCH', path, pickupScheduleUpdateSchema, body, [400, 422])),
      RUNS,
    );
    await fc.assert(
      // No body at all is a pause until resumed: a valid request, left out here.
      fc.asyncProperty(
        anyBody({ resume_on: '2027-02-01' }).filter((body) => serialize(body) !== ''),
        (body) => sendBody('POST', `${path}/pause`, pickupSchedulePauseSchema, body, [400, 422]),
      ),
      RUNS,
    );
    // The rule is monthly on the second Tuesday by now, or still weekly on Mondays: 2027-01-12 is a date of both.
    await fc.assert(
      fc.asyncProperty(anyBody({ date: '2027-01-12' }), (body) =>
        sendBody('POST', `${path}/skip`, pickupScheduleSkipSchema, body, [400, 422]),
      ),
      RUNS,
    );
  });

  it('POST /portal/api-keys', async () => {
    const valid = { name: 'CI', scopes: ['parts:read'], expires_at: null };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), (body) =>
        sendBody('POST', '/portal/api-keys', apiKeyCreateSchema, body, [400, 422], portal),
      ),
      RUNS,
    );
  });

  it('POST /portal/session', async () => {
    const valid = { email: f.account.email, password: 'wrong password' };
    await fc.assert(
      fc.asyncProperty(anyBody(valid), async (body) => {
        const res = await f.t.request('/portal/session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: serialize(body),
        });
        expectDocumentedError({ status: res.status, body: await res.json() }, [400, 401, 422, 429]);
      }),
      RUNS,
    );
  });

  it('list query strings', async () => {
    const keys = fc.oneof(
      fc.constantFrom('limit', 'after', 'status', 'part_type', 'from', 'to', 'page', 'x', 'q', 'site_id'),
      controlText,
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      controlText,
      fc.string({ maxLength: 40, unit: 'binary' }),
      fc.integer().map(String),
      fc
        .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '2026-02-29', '100', '-1', '0'),
    );
    const query = fc.array(fc.tuple(keys, values), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/parts', '/v1/orders', '/v1/invoices', '/v1/sites', '/v1/pickup-schedules'),
        query,
        async (path, pairs) => {
          const res = await f.call('GET', `${path}?${new URLSearchParams(pairs).toString()}`);
          if (res.status !== 200) expectDocumentedError(res, [400]);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('ids in paths', async () => {
    const paths = (id: string) => [
      ['GET', `/v1/parts/${id}`],
      ['GET', `/v1/parts/${id}/history`],
      ['GET', `/v1/orders/${id}`],
      ['GET', `/v1/orders/${id}/timeline`],
      ['GET', `/v1/invoices/${id}`],
      ['GET', `/v1/sites/${id}`],
      ['GET', `/v1/pickup-schedules/${id}`],
      ['DELETE', `/v1/pickup-schedules/${id}`],
      ['POST', `/v1/pickup-schedules/${id}/resume`],
      ['POST', `/sandbox/orders/${id}/advance`],
      ['POST', `/portal/api-keys/${id}/roll`],
      ['DELETE', `/portal/api-keys/${id}`],
    ];
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 80 }),
          fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }),
          controlText,
        ),
        async (raw) => {
          for (const [method, path] of paths(encodeURIComponent(raw))) {
            const body = path!.endsWith('/roll') ? JSON.stringify({ old_secret_expires_at: T0.toISOString() }) : undefined;
            expectDocumentedError(await (path!.startsWith('/portal') ? portal : f.call)(method!, path!, body), [404]);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(await rowCounts()).toEqual(before);
    expect(orderId).toMatch(/^ord_/);
  });
});
