import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { createParts, hoursFrom, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
let partId: string;
let session: { cookie: string; csrfToken: string };

beforeAll(async () => {
  f = await v1Fixture();
  partId = (await createParts(f, 1))[0]!;
  session = await f.account.signIn();
});
afterAll(() => f.t.close());

const NUL = '\u0000';

async function portalCall(method: string, path: string, body?: string) {
  const res = await f.t.request(path, {
    method,
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

function errorOf(body: unknown) {
  return z.parse(errorBodySchema, body).error;
}

describe('control characters are refused at the boundary', () => {
  const bodies: [string, string, Record<string, unknown>, string][] = [
    ['POST', '/v1/parts', { part_type: 'saw', internal_label: `Saw${NUL}` }, 'internal_label'],
    ['POST', '/v1/parts', { part_type: 'saw', internal_label: 'Saw', manufacturer: `M${NUL}` }, 'manufacturer'],
    ['POST', '/v1/parts', { part_type: 'saw', internal_label: 'Saw', model: 'bell\u0007' }, 'model'],
    ['PATCH', '/v1/parts/{part}', { serial_number: `S${NUL}1` }, 'serial_number'],
    ['POST', '/v1/orders', { ...orderBody(['{part}']), instructions: `Ring${NUL}` }, 'instructions'],
    ['POST', '/v1/orders', orderBody([`part_${NUL}`]), 'part_ids.0'],
  ];
  for (const [method, path, body, field] of bodies) {
    it(`${method} ${path}: ${field} answers 422 naming the field`, async () => {
      const json = JSON.stringify(body).replaceAll('{part}', partId);
      const res = await f.call(method, path.replace('{part}', partId), json);
      expect(res.status).toBe(422);
      expect(errorOf(res.body).details).toContainEqual(expect.objectContaining({ field, code: 'invalid_characters' }));
    });
  }

  it('keeps tab and line breaks in free text', async () => {
    const res = await f.call('POST', '/v1/orders', { ...orderBody([partId]), instructions: 'Gate code:\t42\r\nRing twice' });
    expect(res.status).toBe(201);
    expect(res.body.data.instructions).toBe('Gate code:\t42\r\nRing twice');
  });

  it('an API key name with NUL answers 422', async () => {
    const res = await portalCall(
      'POST',
      '/portal/api-keys',
      JSON.stringify({ name: `CI${NUL}`, scopes: ['parts:read'], expires_at: null }),
    );
    expect(res.status).toBe(422);
    expect(errorOf(res.body).details).toContainEqual(expect.objectContaining({ field: 'name', code: 'invalid_characters' }));
  });

  it('ids with control characters in paths answer 404', async () => {
    const id = encodeURIComponent(`part_${NUL}x`);
    const calls: [string, string][] = [
      ['GET', `/v1/parts/${id}`],
      ['GET', `/v1/parts/${id}/history`],
      ['PATCH', `/v1/parts/${id}`],
      ['GET', `/v1/orders/${id}`],
      ['GET', `/v1/orders/${id}/timeline`],
      ['GET', `/v1/invoices/${id}`],
      ['POST', `/sandbox/orders/${id}/advance`],
    ];
    for (const [method, path] of calls) {
      const res = await f.call(method, path, method === 'PATCH' ? { model: 'M' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorOf(res.body).code).toBe('not_found');
    }
    for (const [method, path] of [
      ['POST', `/portal/api-keys/${id}/roll`],
      ['DELETE', `/portal/api-keys/${id}`],
    ] as const) {
      const res = await portalCall(
        method,
        path,
        method === 'POST' ? JSON.stringify({ old_secret_expires_at: hoursFrom(T0, 1) }) : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('a sign-in email with NUL is a wrong sign-in (401), not a server error', async () => {
    for (const email of [`${f.account.email}${NUL}`, `x${NUL}@example.test`, 'a\u001b[31m@example.test']) {
      const res = await f.t.request('/portal/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: f.account.password }),
      });
      expect(res.status).toBe(401);
      expect(errorOf(await res.json()).code).toBe('unauthenticated');
    }
  });
});

describe('error bodies stay small', () => {
  it('80,000 unknown fields answer 20 details and the total', async () => {
    const body = {
      part_type: 'saw',
      internal_label: 'Saw',
      ...Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`f${i}`, 1])),
    };
    const json = JSON.stringify(body);
    expect(json.length).toBeLessThan(1024 * 1024);
    const res = await f.t.request('/v1/parts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.key}`, 'Content-Type': 'application/json' },
      body: json,
    });
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(8_000);
    const error = errorOf(JSON.parse(text));
    expect(error.details).toHaveLength(20);
    expect(error.details_total).toBe(80_000);
  });

  it('a huge field name is echoed cut short', async () => {
    const res = await f.call('POST', '/v1/parts', { part_type: 'saw', internal_label: 'Saw', ['k'.repeat(500_000)]: 1 });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
    expect(errorOf(res.body).details![0]).toMatchObject({ code: 'unknown_field', field: expect.stringMatching(/^k{100}…$/) });
  });
});

describe('validation reports every problem at once, in words', () => {
  it('a too long instructions does not hide the window and part_ids problems', async () => {
    const res = await f.call('POST', '/v1/orders', {
      part_ids: 'not-a-list',
      pickup_window_start: hoursFrom(T0, -2),
      pickup_window_end: hoursFrom(T0, 1),
      instructions: 'x'.repeat(1001),
      manufacturer: 'extra',
    });
    expect(res.status).toBe(422);
    const details = errorOf(res.body).details!;
    expect(details.map((d) => `${d.field}:${d.code}`).sort()).toEqual(
      ['instructions:too_long', 'manufacturer:unknown_field', 'part_ids:invalid_type', 'pickup_window_start:in_past'].sort(),
    );
    expect(details.find((d) => d.field === 'instructions')!.message).toBe('instructions must be at most 1000 characters long.');
    expect(details.find((d) => d.field === 'part_ids')!.message).toBe('part_ids must be an array, not a string.');
  });

  it('names what a timestamp must look like', async () => {
    const res = await f.call('POST', '/v1/orders', { ...orderBody([partId]), pickup_window_start: '2030-01-01T09:00:00+01:00' });
    expect(res.status).toBe(422);
    expect(errorOf(res.body).details).toEqual([
      {
        field: 'pickup_window_start',
        code: 'invalid_value',
        message: 'pickup_window_start must be a UTC timestamp ending in Z, e.g. 2030-01-01T09:00:00Z.',
      },
      // The part is still judged (an earlier test ordered it).
      { field: 'part_ids.0', code: 'already_in_open_order', message: `Part ${partId} is already in an open order.` },
    ]);
  });

  it('never answers the validator default "Invalid input"', async () => {
    const bodies = [
      { part_type: 'saw', internal_label: 'Saw', manufacturer: 'm'.repeat(201) },
      { part_type: 'saw', internal_label: 'Saw', model: 5 },
      { part_type: 7, internal_label: [] },
    ];
    for (const body of bodies) {
      const res = await f.call('POST', '/v1/parts', body);
      expect(res.status).toBe(422);
      for (const detail of errorOf(res.body).details!) expect(detail.message).not.toMatch(/Invalid input/i);
    }
    const order = await f.call('POST', '/v1/orders', { part_ids: [5, ''], pickup_window_start: 'soon', pickup_window_end: 3 });
    expect(order.status).toBe(422);
    for (const detail of errorOf(order.body).details!) expect(detail.message).not.toMatch(/Invalid input/i);
  });
});
