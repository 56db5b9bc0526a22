import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '#contract/portal';
import { errorBodySchema } from '#contract/errors';
import { createTestApp, type TestApp } from '#server/testing/test-app';

const json = { 'Content-Type': 'application/json' };

describe('/portal/session', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, url = '/portal/session') =>
    t.request(url, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });

  it('signs in, sets a strict HttpOnly cookie and returns the session', async () => {
    const account = await t.createAccount({ name: 'Northwind' });
    const res = await signIn(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^ws_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const body = sessionResponseSchema.parse(await res.json());
    expect(body.data.account).toEqual({ id: account.accountId, name: 'Northwind', plan: 'enterprise', currency: 'USD' });
    expect(body.data.user.email).toBe(account.email);
    expect(body.data.sandbox).toBe(true);
  });

  it('marks the cookie Secure over https', async () => {
    const account = await t.createAccount();
    const res = await t.app.request('https://portal.example/portal/session', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.headers.get('Set-Cookie')).toContain('Secure');
  });

  it('stores only a hash of the session token', async () => {
    const account = await t.createAccount();
    const { cookie } = await account.signIn();
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.db.query.sessions.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a generic 401 for a wrong password or an unknown email', async () => {
    const account = await t.createAccount();
    const wrong = await signIn(account.email, 'nope');
    const unknown = await signIn('nobody@example.test', 'nope');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = errorBodySchema.parse(await wrong.json());
    const b = errorBodySchema.parse(await unknown.json());
    expect(a.error.code).toBe('unauthenticated');
    expect(a.error.message).toBe(b.error.message);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
  });

  it('throttles repeated failures for one email, even with the right password', async () => {
    const account = await t.createAccount();
    for (let i = 0; i < 5; i++) expect((await signIn(account.email, 'wrong')).status).toBe(401);
    const blocked = await signIn(account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(errorBodySchema.parse(await blocked.json()).error.code).toBe('rate_limited');
    t.clock.advance(61_000);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('rejects a malformed sign-in body with the documented codes', async () => {
    const bad = await t.request('/portal/session', { method: 'POST', headers: json, body: '{"email":' });
    expect(bad.status).toBe(400);
    const missing = await t.request('/portal/session', { method: 'POST', headers: json, body: '{}' });
    expect(missing.status).toBe(422);
  });

  it('GET returns the session for the cookie, 401 without one', async () => {
    const account = await t.createAccount();
    const { cookie, csrfToken } = await account.signIn();
    const res = await t.request('/portal/session', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(sessionResponseSchema.parse(await res.json()).data.csrf_token).toBe(csrfToken);
    expect((await t.request('/portal/session')).status).toBe(401);
    expect((await t.request('/portal/session', { headers: { Cookie: 'ws_session=forged' } })).status).toBe(401);
  });

  it('expires sessions after their lifetime', async () => {
    const account = await t.createAccount();
    const { cookie } = await account.signIn();
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.request('/portal/session', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('signs out only with the CSRF token, and the cookie is dead afterwards', async () => {
    const account = await t.createAccount();
    const { cookie, csrfToken } = await account.signIn();
    const noToken = await t.request('/portal/session', { method: 'DELETE', headers: { Cookie: cookie } });
    expect(noToken.status).toBe(403);
    expect(errorBodySchema.parse(await noToken.json()).error.code).toBe('csrf_failed');
    const wrongToken = await t.request('/portal/session', { method: 'DELETE', headers: { Cookie: cookie, 'X-CSRF-Token': 'x' } });
    expect(wrongToken.status).toBe(403);

    const out = await t.request('/portal/session', { method: 'DELETE', headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken } });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/ws_session=;.*Max-Age=0/);
    expect((await t.request('/portal/session', { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await t.request('/portal/api-keys', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
