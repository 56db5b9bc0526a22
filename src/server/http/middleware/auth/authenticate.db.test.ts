import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { mountProbeRoutes } from '#server/testing/probe-routes';
import { createTestApp, type TestApp } from '#server/testing/test-app';

const errorOf = async (res: Response) => errorBodySchema.parse(await res.json()).error;

describe('v1 authentication', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z') });
    mountProbeRoutes(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  it('401 without a credential, with a malformed one, or an unknown key', async () => {
    for (const headers of [{}, { Authorization: 'Basic abc' }, bearer('wsk_live_unknownunknownunknownunknown'), bearer('x')]) {
      const res = await t.request('/v1/__probe', { headers });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'unauthenticated', status: 401 });
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer realm="whetstone"/);
    }
  });

  it('tells a caller with no credential how to send one, and one with a bad credential that it was refused', async () => {
    const none = await t.request('/v1/__probe');
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer realm="whetstone"');
    expect((await errorOf(none)).message).toMatch(/^Authentication required: send Authorization: Bearer/);
    for (const headers of [bearer('wsk_live_unknownunknownunknownunknown'), { Cookie: 'ws_session=forged' }]) {
      const refused = await t.request('/v1/__probe', { headers });
      expect(refused.headers.get('WWW-Authenticate'), JSON.stringify(headers)).toBe(
        'Bearer realm="whetstone", error="invalid_token"',
      );
      expect((await errorOf(refused)).message).toBe('The credential is invalid, expired or revoked.');
    }
  });

  it('reads the key only from a whole "Bearer <key>" header, case-insensitively and with any spacing between', async () => {
    const key = await (await t.createAccount()).createKey(['parts:read']);
    for (const authorization of [`Bearer ${key}`, `bearer ${key}`, `Bearer   ${key}`])
      expect((await t.request('/v1/__probe', { headers: { Authorization: authorization } })).status, authorization).toBe(200);
    for (const authorization of [`NotBearer ${key}`, `Bearer ${key} ${key}`, `Bearer${key}`, `Token ${key}`])
      expect((await t.request('/v1/__probe', { headers: { Authorization: authorization } })).status, authorization).toBe(401);
  });

  it('accepts a valid key and answers 403 naming the scope it lacks', async () => {
    const account = await t.createAccount();
    const reader = await account.createKey(['parts:read']);
    expect((await t.request('/v1/__probe', { headers: bearer(reader) })).status).toBe(200);
    const write = await t.request('/v1/__probe', {
      method: 'POST',
      headers: { ...bearer(reader), 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(write.status).toBe(403);
    expect(await errorOf(write)).toMatchObject({ code: 'insufficient_scope', required_scope: 'parts:write' });
  });

  it('401 for an expired key', async () => {
    const account = await t.createAccount();
    const key = await account.createKey(['parts:read'], { expiresAt: new Date('2026-11-21T09:00:00.000Z') });
    expect((await t.request('/v1/__probe', { headers: bearer(key) })).status).toBe(200);
    t.clock.set(new Date('2026-11-21T09:00:00.000Z'));
    expect((await t.request('/v1/__probe', { headers: bearer(key) })).status).toBe(401);
  });

  it('403 plan_not_eligible for a non-Enterprise account, by key or session', async () => {
    const starter = await t.createAccount({ plan: 'starter' });
    const key = await starter.createKey(['parts:read']);
    const byKey = await t.request('/v1/__probe', { headers: bearer(key) });
    expect(byKey.status).toBe(403);
    expect(await errorOf(byKey)).toMatchObject({
      code: 'plan_not_eligible',
      message: 'API access is available on the Enterprise plan only.',
    });
    const { cookie } = await starter.signIn();
    const bySession = await t.request('/v1/__probe', { headers: { Cookie: cookie } });
    expect((await errorOf(bySession)).code).toBe('plan_not_eligible');
    expect((await t.request('/sandbox/anything', { headers: bearer(key) })).status).toBe(403);
  });

  it('lets the session cookie call v1 with every scope, writes only with the CSRF token', async () => {
    const account = await t.createAccount();
    const { cookie, csrfToken } = await account.signIn();
    expect((await t.request('/v1/__probe', { headers: { Cookie: cookie } })).status).toBe(200);
    const post = (headers: Record<string, string>) =>
      t.request('/v1/__probe', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: '{"name":"a"}',
      });
    const missing = await post({});
    expect(missing.status).toBe(403);
    expect((await errorOf(missing)).code).toBe('csrf_failed');
    expect((await post({ 'X-CSRF-Token': `${csrfToken}x` })).status).toBe(403);
    expect((await post({ 'X-CSRF-Token': csrfToken })).status).toBe(201);
  });

  it('does not need CSRF for a bearer key, even when a cookie rides along', async () => {
    const account = await t.createAccount();
    const { cookie } = await account.signIn();
    const key = await account.createKey(['parts:write']);
    const res = await t.request('/v1/__probe', {
      method: 'POST',
      headers: { ...bearer(key), Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{"name":"a"}',
    });
    expect(res.status).toBe(201);
  });

  it('serves the OpenAPI document without a credential', async () => {
    const res = await t.request('/v1/openapi.json');
    expect(res.status).not.toBe(401);
  });
});
