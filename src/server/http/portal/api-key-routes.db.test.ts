import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { apiKeyListResponseSchema, apiKeyResponseSchema, apiKeyWithSecretResponseSchema } from '#contract/portal';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '#server/auth/tokens';
import { apiKeys } from '#server/db/schema/accounts';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

describe('/portal/api-keys', () => {
  let t: TestApp;
  let account: TestAccount;
  let session: { cookie: string; csrfToken: string };

  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z') });
    account = await t.createAccount();
    session = await account.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function createKey(body: unknown = { name: 'CI', scopes: ['parts:read'], expires_at: null }) {
    const res = await call('POST', '/portal/api-keys', body);
    expect(res.status).toBe(201);
    return apiKeyWithSecretResponseSchema.parse(await res.json()).data;
  }

  const partsWith = (secret: string) => t.request('/v1/parts', { headers: { Authorization: `Bearer ${secret}` } });

  it('creates a key whose secret is shown once and stored only as a hash', async () => {
    const key = await createKey({
      name: '  Warehouse sync ',
      scopes: ['orders:write', 'parts:read', 'orders:write'],
      expires_at: null,
    });
    // Made by the sandbox, and its prefix says so.
    expect(key.secret).toMatch(/^wsk_test_[0-9A-Za-z]{32,}$/);
    expect(key.name).toBe('Warehouse sync');
    expect(key.prefix).toBe(key.secret.slice(0, 13));
    expect(key.last4).toBe(key.secret.slice(-4));
    expect(key.scopes).toEqual(['parts:read', 'orders:write']);

    const rows = await t.db.query.apiKeys.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secretHash).toBe(sha256Hex(key.secret));
    expect(JSON.stringify(rows)).not.toContain(key.secret);

    const list = apiKeyListResponseSchema.parse(await (await call('GET', '/portal/api-keys')).json());
    expect(list.data).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(key.secret);
    expect(list.data[0]).not.toHaveProperty('secret');
  });

  it('lists newest first and never shows another account’s keys', async () => {
    const first = await createKey();
    t.clock.advance(1000);
    const second = await createKey({ name: 'Second', scopes: ['invoices:read'], expires_at: null });
    const other = await t.createAccount();
    await other.createKey(['parts:read']);
    const list = apiKeyListResponseSchema.parse(await (await call('GET', '/portal/api-keys')).json());
    expect(list.data.map((k) => k.id)).toEqual([second.id, first.id]);
  });

  it('refuses invalid input with 422 details', async () => {
    const past = await call('POST', '/portal/api-keys', {
      name: 'x',
      scopes: ['parts:read'],
      expires_at: '2026-11-20T08:00:00.000Z',
    });
    expect(past.status).toBe(422);
    expect(errorBodySchema.parse(await past.json()).error.details?.[0]).toMatchObject({ field: 'expires_at', code: 'in_past' });
    const badScope = await call('POST', '/portal/api-keys', { name: 'x', scopes: ['admin'], expires_at: null });
    expect(badScope.status).toBe(422);
    const noScopes = await call('POST', '/portal/api-keys', { name: 'x', scopes: [], expires_at: null });
    expect(noScopes.status).toBe(422);
    const blankName = await call('POST', '/portal/api-keys', { name: '   ', scopes: ['parts:read'], expires_at: null });
    expect(blankName.status).toBe(422);
    expect(await t.db.query.apiKeys.findMany()).toHaveLength(0);
  });

  it('needs the CSRF token for writes', async () => {
    const res = await t.request('/portal/api-keys', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x', scopes: ['parts:read'], expires_at: null }),
    });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('csrf_failed');
  });

  it('cannot be managed with an API key, and needs a credential at all', async () => {
    const secret = await account.createKey(['parts:read', 'parts:write', 'orders:read', 'orders:write', 'invoices:read']);
    const res = await t.request('/portal/api-keys', { headers: { Authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('forbidden');
    expect((await t.request('/portal/api-keys')).status).toBe(401);
  });

  it('revokes at once: the key stops working and the row says when', async () => {
    const key = await createKey();
    expect((await partsWith(key.secret)).status).not.toBe(401);
    const res = await call('DELETE', `/portal/api-keys/${key.id}`);
    expect(res.status).toBe(200);
    const revoked = apiKeyResponseSchema.parse(await res.json()).data;
    expect(revoked.revoked_at).toBe('2026-11-21T08:00:00.000Z');
    expect((await partsWith(key.secret)).status).toBe(401);
    expect((await call('DELETE', `/portal/api-keys/${key.id}`)).status).toBe(200);
    expect((await call('DELETE', '/portal/api-keys/key_unknown')).status).toBe(404);
  });

  it('rolls: a new secret now, the old one works until the chosen expiry', async () => {
    const key = await createKey({ name: 'Rolled', scopes: ['parts:read'], expires_at: '2027-01-01T00:00:00.000Z' });
    const res = await call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: '2026-11-21T09:00:00.000Z' });
    expect(res.status).toBe(201);
    const rolled = apiKeyWithSecretResponseSchema.parse(await res.json()).data;
    expect(rolled.id).not.toBe(key.id);
    expect(rolled.secret).not.toBe(key.secret);
    expect(rolled).toMatchObject({ name: 'Rolled', scopes: ['parts:read'], expires_at: '2027-01-01T00:00:00.000Z' });

    expect((await partsWith(key.secret)).status).not.toBe(401);
    expect((await partsWith(rolled.secret)).status).not.toBe(401);
    // The list tells the old secret from its successor of the same name, and when the old one stops working.
    const listed = apiKeyListResponseSchema.parse(await (await call('GET', '/portal/api-keys')).json()).data;
    expect(listed.find((k) => k.id === key.id)).toMatchObject({
      rolled_at: '2026-11-21T08:00:00.000Z',
      expires_at: '2026-11-21T09:00:00.000Z',
    });
    expect(listed.find((k) => k.id === rolled.id)?.rolled_at).toBeNull();
    t.clock.advance(60 * 60 * 1000);
    expect((await partsWith(key.secret)).status).toBe(401);
    expect((await partsWith(rolled.secret)).status).not.toBe(401);
  });

  it('rolls with "now": the old secret stops at once; a dead key cannot be rolled', async () => {
    const key = await createKey();
    const res = await call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: t.clock.now().toISOString() });
    expect(res.status).toBe(201);
    expect((await partsWith(key.secret)).status).toBe(401);
    const again = await call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: t.clock.now().toISOString() });
    expect(again.status).toBe(404);
    const past = await call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: '2026-11-01T00:00:00.000Z' });
    expect(past.status).toBe(422);
  });

  it('keeps accepting keys made before sandbox keys said so (wsk_live_)', async () => {
    const key = await createKey();
    const live = `wsk_live_${key.secret.slice('wsk_test_'.length)}`;
    await t.db
      .update(apiKeys)
      .set({ secretHash: sha256Hex(live), prefix: live.slice(0, 13) })
      .where(eq(apiKeys.id, key.id));
    expect((await partsWith(live)).status).toBe(200);
    expect((await partsWith(key.secret)).status).toBe(401);
  });

  it('records last_used_at when a key is used', async () => {
    const key = await createKey();
    expect(key.last_used_at).toBeNull();
    t.clock.advance(5000);
    await partsWith(key.secret);
    const list = apiKeyListResponseSchema.parse(await (await call('GET', '/portal/api-keys')).json());
    expect(list.data[0]?.last_used_at).toBe('2026-11-21T08:00:05.000Z');
  });

  it('replays a create retried with the same Idempotency-Key', async () => {
    const headers = {
      Cookie: session.cookie,
      'X-CSRF-Token': session.csrfToken,
      'Content-Type': 'application/json',
      'Idempotency-Key': 'form-1',
    };
    const body = JSON.stringify({ name: 'Once', scopes: ['parts:read'], expires_at: null });
    const first = await t.request('/portal/api-keys', { method: 'POST', headers, body });
    const second = await t.request('/portal/api-keys', { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await t.db.query.apiKeys.findMany()).toHaveLength(1);
  });
});
