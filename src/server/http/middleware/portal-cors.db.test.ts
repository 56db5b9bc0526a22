import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { createParts, clientFor } from '#server/testing/v1-test-kit';

const PORTAL = 'https://app.example.com';
const STRANGER = 'https://evil.example.net';
const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

let t: TestApp;
let account: TestAccount;
let session: { cookie: string; csrfToken: string };
beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-21T08:00:00.000Z'),
    config: { portalOrigins: [PORTAL, 'http://127.0.0.1:4175'] },
  });
  account = await t.createAccount();
  session = await account.signIn();
  await createParts(clientFor(t, await account.createKey(['parts:write'])), 8);
});
afterAll(() => t.close());

const from = (origin: string | undefined, path: string, init: RequestInit = {}) =>
  t.request(path, { ...init, headers: { ...(origin && { Origin: origin }), ...init.headers } });
const signedIn = (origin: string | undefined, path: string, init: RequestInit = {}) =>
  from(origin, path, { ...init, headers: { Cookie: session.cookie, ...init.headers } });

function expectAllowed(res: Response, origin = PORTAL) {
  expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  expect(res.headers.get('Vary')).toMatch(/(^|, )Origin$/);
}

function expectNoCors(res: Response) {
  for (const name of CORS_HEADERS) expect(res.headers.get(name), name).toBeNull();
  expect(res.headers.get('Vary') ?? '').not.toMatch(/Origin/);
}

describe('CORS for portals at other origins (PORTAL_ORIGINS)', () => {
  it('names a listed origin with credentials on a read, and exposes the headers the portal reads', async () => {
    const res = await signedIn(PORTAL, '/v1/parts?limit=100', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expectAllowed(res);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Origin');
    expect(res.headers.get('Access-Control-Expose-Headers')!.split(', ')).toEqual([
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-RateLimit-Scope',
      'Retry-After',
      'Idempotent-Replayed',
      'X-Request-Id',
    ]);
    expectAllowed(await signedIn('http://127.0.0.1:4175', '/portal/session'), 'http://127.0.0.1:4175');
  });

  it('sends no CORS header to an unlisted origin, to a look-alike, or without an Origin', async () => {
    for (const origin of [STRANGER, 'https://app.example.com:443', 'https://APP.example.com', 'null', undefined]) {
      const res = await signedIn(origin, '/v1/parts');
      expect(res.status).toBe(200);
      expectNoCors(res);
    }
  });

  it('answers a listed origin’s preflight before credentials and rate limits', async () => {
    const res = await from(PORTAL, '/v1/orders', {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-csrf-token,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expectAllowed(res);
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, X-CSRF-Token, Idempotency-Key');
    expect(res.headers.get('Access-Control-Max-Age')).toBe('7200');
    expect(res.headers.get('X-RateLimit-Remaining')).toBeNull();
    const portalPreflight = await from(PORTAL, '/portal/session', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(portalPreflight.status).toBe(204);
    expectAllowed(portalPreflight);
  });

  it('does not allow an unlisted origin’s preflight', async () => {
    for (const path of ['/v1/orders', '/portal/session', '/portal/api-keys']) {
      const res = await from(STRANGER, path, {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expectNoCors(res);
    }
  });

  it('names the listed origin on errors too: 401, 403, 404 and 422', async () => {
    const anonymous = await from(PORTAL, '/v1/parts');
    expect(anonymous.status).toBe(401);
    expectAllowed(anonymous);
    const body = JSON.stringify({ part_type: 'spoon' });
    const json = { 'Content-Type': 'application/json' };
    const noCsrf = await signedIn(PORTAL, '/v1/parts', { method: 'POST', headers: json, body });
    expect(noCsrf.status).toBe(403);
    expectAllowed(noCsrf);
    const missing = await signedIn(PORTAL, '/v1/parts/part_nope');
    expect(missing.status).toBe(404);
    expectAllowed(missing);
    const invalid = await signedIn(PORTAL, '/v1/parts', {
      method: 'POST',
      headers: { ...json, 'X-CSRF-Token': session.csrfToken },
      body,
    });
    expect(invalid.status).toBe(422);
    expectAllowed(invalid);
    expectNoCors(await signedIn(STRANGER, '/v1/parts/part_nope'));
  });

  it('signs in from a listed origin: the cookie stays host-only and SameSite=Strict', async () => {
    const res = await from(PORTAL, '/portal/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.status).toBe(200);
    expectAllowed(res);
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('leaves the portal’s own files alone', async () => {
    expectNoCors(await from(PORTAL, '/parts'));
  });
});

describe('CORS under rate limits and without PORTAL_ORIGINS', () => {
  it('names the listed origin on a 429, with Retry-After exposed', async () => {
    const limited = await createTestApp({ config: { portalOrigins: [PORTAL], rateLimitPerMinute: 1, rateLimitPerDay: 100 } });
    try {
      const get = () => limited.request('/v1/parts', { headers: { Origin: PORTAL } });
      await get();
      const res = await get();
      expect(res.status).toBe(429);
      expectAllowed(res);
      expect(res.headers.get('Retry-After')).not.toBeNull();
      expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    } finally {
      await limited.close();
    }
  });

  it('sends no CORS header at all when no portal origin is configured', async () => {
    const plain = await createTestApp();
    try {
      expectNoCors(await plain.request('/v1/parts', { headers: { Origin: PORTAL } }));
      const preflight = await plain.request('/v1/parts', {
        method: 'OPTIONS',
        headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).not.toBe(204);
      expectNoCors(preflight);
    } finally {
      await plain.close();
    }
  });
});
