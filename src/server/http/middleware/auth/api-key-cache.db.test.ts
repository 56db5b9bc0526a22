import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeys } from '#server/db/schema/accounts';
import { mountProbeRoutes } from '#server/testing/probe-routes';
import { createTestApp, type TestApp } from '#server/testing/test-app';

const bearer = (secret: string) => ({ headers: { Authorization: `Bearer ${secret}` } });

describe('the API-key cache', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  async function setup(apiKeyCacheMs: number) {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z'), config: { apiKeyCacheMs } });
    mountProbeRoutes(t);
    const account = await t.createAccount();
    return { t, account };
  }

  async function keyRow(t: TestApp, secretPrefix: string) {
    const rows = await t.db.select().from(apiKeys);
    return rows.find((row) => secretPrefix.startsWith(row.prefix))!;
  }

  it('sees a change made by another process once its entry is older than API_KEY_CACHE_MS', async () => {
    const { t, account } = await setup(300);
    const secret = await account.createKey(['parts:read']);
    // The cache ages by performance.now(): frozen here, so a slow machine cannot age it early.
    vi.useFakeTimers({ toFake: ['performance'] });
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    // Another process revokes: nothing in this one hears of it.
    await t.db.execute(sql`update api_keys set revoked_at = now() where account_id = ${(await keyRow(t, secret)).accountId}`);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    vi.advanceTimersByTime(300);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(401);
  });

  it('reads the database on every request when the cache is off', async () => {
    const { t, account } = await setup(0);
    const secret = await account.createKey(['parts:read']);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    await t.db.execute(sql`update api_keys set revoked_at = now() where account_id = ${(await keyRow(t, secret)).accountId}`);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(401);
  });

  it('checks expiry on every use, cached or not', async () => {
    const { t, account } = await setup(60_000);
    const secret = await account.createKey(['parts:read'], { expiresAt: new Date('2026-11-21T09:00:00.000Z') });
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    t.clock.set(new Date('2026-11-21T09:00:00.000Z'));
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(401);
  });

  it('still records last use about once a minute for a cached key', async () => {
    const { t, account } = await setup(60_000);
    const secret = await account.createKey(['parts:read']);
    const row = await keyRow(t, secret);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    t.clock.advance(61_000);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    const [after] = await t.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(after!.lastUsedAt).toEqual(t.clock.now());
  });
  // Last: a revocation also keeps the cache from remembering for a moment, which the tests above must not meet.
  it('sees a revocation made by this process at once, even while the key is cached', async () => {
    const { t, account } = await setup(60_000);
    const secret = await account.createKey(['parts:read']);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(200);
    const row = await keyRow(t, secret);
    const { cookie, csrfToken } = await account.signIn();
    const revoked = await t.request(`/portal/api-keys/${row.id}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken },
    });
    expect(revoked.status).toBe(200);
    expect((await t.request('/v1/__probe', bearer(secret))).status).toBe(401);
  });
});
