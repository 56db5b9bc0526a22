import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { apiKeys } from '#server/db/schema/accounts';
import { orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import type { TestAccount } from '#server/testing/test-app';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/**
 * Every cookie-authenticated write needs the
 * session's own X-CSRF-Token — missing, wrong, or another session's token is
 * 403 csrf_failed, and nothing is written. Plus the session cookie's flags.
 */

let f: V1Fixture;
let account: TestAccount;
let session: { cookie: string; csrfToken: string };
let otherSession: { cookie: string; csrfToken: string };
let partId: string;
let orderId: string;
let keyId: string;

beforeAll(async () => {
  f = await v1Fixture();
  account = f.account;
  session = await account.signIn();
  otherSession = await account.signIn();
  partId = (await createParts(f, 1))[0]!;
  orderId = (await f.call('POST', '/v1/orders', orderBody([partId!]))).body.data.id;
  const created = await f.t.request('/portal/api-keys', {
    method: 'POST',
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'csrf probe', scopes: SCOPES, expires_at: null }),
  });
  keyId = (await created.json()).data.id;
});
afterAll(() => f.t.close());

const writes = (): [method: string, path: string, body?: unknown][] => [
  ['POST', '/v1/parts', { part_type: 'saw', internal_label: 'csrf' }],
  ['PATCH', `/v1/parts/${partId}`, { internal_label: 'changed by csrf' }],
  ['POST', '/v1/orders', orderBody([partId])],
  ['POST', `/sandbox/orders/${orderId}/advance`],
  ['POST', '/portal/api-keys', { name: 'csrf', scopes: ['parts:read'], expires_at: null }],
  ['POST', `/portal/api-keys/${keyId}/roll`, { old_secret_expires_at: new Date(Date.now() + 3_600_000).toISOString() }],
  ['DELETE', `/portal/api-keys/${keyId}`],
  ['DELETE', '/portal/session'],
];

async function snapshot() {
  const [partRows, orderRows, keyRows] = await Promise.all([
    f.t.db.select().from(parts),
    f.t.db.select().from(orders),
    f.t.db.select().from(apiKeys),
  ]);
  return JSON.stringify([partRows, orderRows, keyRows]);
}

describe('CSRF on cookie-authenticated writes', () => {
  const tokens: [string, () => Record<string, string>][] = [
    ['missing', () => ({})],
    ['empty', () => ({ 'X-CSRF-Token': '' })],
    ['wrong', () => ({ 'X-CSRF-Token': 'x'.repeat(session.csrfToken.length) })],
    ["another session's", () => ({ 'X-CSRF-Token': otherSession.csrfToken })],
    ['sent as a cookie instead', () => ({ Cookie: `${session.cookie}; csrf_token=${session.csrfToken}` })],
  ];

  for (const [label, header] of tokens) {
    it(`refuses a ${label} token with 403 csrf_failed and writes nothing`, async () => {
      const before = await snapshot();
      for (const [method, path, body] of writes()) {
        const res = await f.t.request(path, {
          method,
          headers: { Cookie: session.cookie, ...(body !== undefined && { 'Content-Type': 'application/json' }), ...header() },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await res.json()).error.code, `${method} ${path}`).toBe('csrf_failed');
      }
      expect(await snapshot()).toBe(before);
      // The session itself survived the refused sign-out.
      expect((await f.t.request('/portal/session', { headers: { Cookie: session.cookie } })).status).toBe(200);
    });
  }

  it('accepts the right token (the same requests are otherwise valid)', async () => {
    const res = await f.t.request('/v1/parts', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ part_type: 'saw', internal_label: 'with token' }),
    });
    expect(res.status).toBe(201);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, host-only, and Secure only over https', async () => {
    const signIn = (headers: Record<string, string> = {}) =>
      f.t.request('/portal/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
    const plain = (await signIn()).headers.get('Set-Cookie') ?? '';
    const attributes = plain
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(plain).toMatch(/^ws_session=[A-Za-z0-9_-]{43,}/);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(attributes).not.toContain('secure');
    const secure = (await signIn({ 'X-Forwarded-Proto': 'https' })).headers.get('Set-Cookie') ?? '';
    expect(secure.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
  });

  it('sign-out clears the cookie with the same flags', async () => {
    const own = await account.signIn();
    const res = await f.t.request('/portal/session', {
      method: 'DELETE',
      headers: { Cookie: own.cookie, 'X-CSRF-Token': own.csrfToken },
    });
    expect(res.status).toBe(204);
    const cleared = (res.headers.get('Set-Cookie') ?? '').toLowerCase();
    expect(cleared).toMatch(/^ws_session=;/);
    expect(cleared).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
    expect(cleared).toContain('httponly');
    expect(cleared).toContain('samesite=strict');
  });
});
