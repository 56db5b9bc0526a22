import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '#contract/portal';
import { createTestApp, type TestApp } from '#server/testing/test-app';

describe('a viewer (read-only portal user)', () => {
  let t: TestApp;
  let session: { cookie: string; csrfToken: string };
  beforeEach(async () => {
    t = await createTestApp();
    session = await (await t.createAccount({ role: 'viewer' })).signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const asViewer = (path: string, init: RequestInit = {}) =>
    t.request(path, {
      ...init,
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json', ...init.headers },
    });

  it('holds only the read scopes, and says so in the session', async () => {
    const body = sessionResponseSchema.parse(await (await asViewer('/portal/session')).json());
    expect(body.data.scopes).toEqual([
      'parts:read',
      'orders:read',
      'invoices:read',
      'events:read',
      'webhooks:read',
      'sites:read',
    ]);
    expect(body.data.user.role).toBe('viewer');
    expect((await asViewer('/v1/parts')).status).toBe(200);
  });

  it('cannot write through v1', async () => {
    const res = await asViewer('/v1/parts', { method: 'POST', body: JSON.stringify({ part_type: 'saw', internal_label: 'x' }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'insufficient_scope', required_scope: 'parts:write' } });
  });

  it('may list API keys but not create them', async () => {
    expect((await asViewer('/portal/api-keys')).status).toBe(200);
    const res = await asViewer('/portal/api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'sneaky', scopes: ['parts:write'], expires_at: null }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});
