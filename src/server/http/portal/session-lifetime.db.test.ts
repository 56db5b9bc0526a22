import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

const MINUTE = 60_000;

describe('portal session lifetime, cookie and sign-out', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeEach(async () => {
    t = await createTestApp();
    account = await t.createAccount();
  });
  afterEach(async () => {
    await t.close();
  });

  const read = (cookie: string, base = 'http://127.0.0.1') =>
    t.app.request(`${base}/portal/session`, { headers: { Cookie: cookie } });

  it('ends a session left idle for 30 minutes', async () => {
    const { cookie } = await account.signIn();
    t.clock.advance(29 * MINUTE);
    expect((await read(cookie)).status).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await read(cookie)).status).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await read(cookie)).status).toBe(401);
  });

  it('ends a session in use at its absolute lifetime of 7 days', async () => {
    const { cookie } = await account.signIn();
    let minutes = 0;
    while (minutes < 8 * 24 * 60) {
      t.clock.advance(29 * MINUTE);
      minutes += 29;
      if ((await read(cookie)).status !== 200) break;
    }
    expect(minutes).toBeGreaterThanOrEqual(7 * 24 * 60);
    expect(minutes).toBeLessThan(7 * 24 * 60 + 29);
  }, 120_000);

  it('checks CSRF on sign-out whenever the cookie is sent, even beside an Authorization header', async () => {
    const { cookie, csrfToken } = await account.signIn();
    const key = await account.createKey(['parts:read']);
    const forged = await t.request('/portal/session', {
      method: 'DELETE',
      headers: { Cookie: cookie, Authorization: `Bearer ${key}` },
    });
    expect(forged.status).toBe(403);
    expect(errorBodySchema.parse(await forged.json()).error.code).toBe('csrf_failed');
    expect((await read(cookie)).status).toBe(200);
    const out = await t.request('/portal/session', {
      method: 'DELETE',
      headers: { Cookie: cookie, Authorization: 'Bearer x', 'X-CSRF-Token': csrfToken },
    });
    expect(out.status).toBe(204);
    expect((await read(cookie)).status).toBe(401);
  });

  it('uses the __Host- cookie over https, and only that one', async () => {
    const res = await t.app.request('https://portal.example/portal/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const setCookie = res.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-ws_session=[\w-]{40,};/);
    const attributes = setCookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    expect((await read(`__Host-ws_session=${token}`, 'https://portal.example')).status).toBe(200);
    // A plain-named cookie (which a sibling subdomain could have set) is not read over https.
    expect((await read(`ws_session=${token}`, 'https://portal.example')).status).toBe(401);
  });
});
