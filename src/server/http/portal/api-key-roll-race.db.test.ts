import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyListResponseSchema, apiKeyWithSecretResponseSchema } from '#contract/portal';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/** Concurrent rolls of one key over two app instances (two processes' connections on PostgreSQL). */
describe('rolling one API key many times at once', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z') });
  });
  afterEach(async () => {
    await t.close();
  });

  it('makes one live successor; the other rolls find the key already rolled', async () => {
    const session = await (await t.createAccount()).signIn();
    const headers = { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json' };
    const created = await t.request('/portal/api-keys', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'CI', scopes: ['parts:read'], expires_at: null }),
    });
    const key = apiKeyWithSecretResponseSchema.parse(await created.json()).data;
    const second = await t.secondInstance();
    const body = JSON.stringify({ old_secret_expires_at: '2026-11-21T09:00:00.000Z' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? t.request : second.request)(`/portal/api-keys/${key.id}/roll`, { method: 'POST', headers, body }),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 9 }, () => 404)]);
    const list = apiKeyListResponseSchema.parse(await (await t.request('/portal/api-keys', { headers })).json());
    expect(list.data).toHaveLength(2);
  }, 60_000);
});
