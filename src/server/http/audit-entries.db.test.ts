import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEventListResponseSchema, type AuditEvent } from '#contract/audit';
import { apiKeyListResponseSchema, apiKeyWithSecretResponseSchema } from '#contract/portal';
import { webhookEndpointListResponseSchema } from '#contract/webhooks';
import { auditEvents } from '#server/db/schema/audit';
import { sites } from '#server/db/schema/sites';
import { createSite } from '#server/domain/sites/site-commands';
import { T0, type V1Client } from '#server/testing/v1-test-kit';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';
import { addSite } from '#server/testing/site-kit';
import type { TestAccount } from '#server/testing/test-app';

const HEAVY = { timeout: 120_000 };
const BROWSER = 'Mozilla/5.0 (audit test)';
/** What @hono/node-server's connection info reads: a request from this peer address. */
const FROM_PEER = { incoming: { socket: { remoteAddress: '203.0.113.7', remotePort: 50_000, remoteFamily: 'IPv4' } } };

let f: WebhookFixture;
beforeEach(async () => {
  f = await webhookFixture();
  f.dns.set('hooks.example.com', ['93.184.216.34']);
});
afterEach(() => f.t.close());

async function entries(client: V1Client = f, query = ''): Promise<AuditEvent[]> {
  const res = await client.call('GET', `/v1/audit-events?limit=100${query}`);
  expect(res.status).toBe(200);
  return auditEventListResponseSchema.parse(res.body).data;
}

async function allRows() {
  return f.t.db.select().from(auditEvents);
}

/** Signs in from a real-looking peer with a browser's user agent; the raw response. */
function signInFrom(email: string, password: string) {
  return f.t.app.request(
    'http://127.0.0.1/portal/session',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify({ email, password }),
    },
    FROM_PEER,
  );
}

function sessionClient(session: { cookie: string; csrfToken: string }): V1Client {
  return {
    async call(method, path, body) {
      const res = await f.t.request(path, {
        method,
        headers: {
          Cookie: session.cookie,
          'X-CSRF-Token': session.csrfToken,
          'User-Agent': BROWSER,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
  };
}

/** Entries made in one millisecond have no order between them: each step a second later. */
function tick(): string {
  f.t.clock.advance(1_000);
  return f.t.clock.now().toISOString();
}

const memberOf = (account: TestAccount, name: string) => ({ type: 'member', id: account.memberId, name });

describe('audit entries', HEAVY, () => {
  it('records sign-in, a wrong password and sign-out with the member, address and user agent', async () => {
    const name = 'Test User 1';
    const ok = await signInFrom(f.account.email, f.account.password);
    expect(ok.status).toBe(200);
    tick();
    const wrong = await signInFrom(f.account.email, 'not the password at all');
    expect(wrong.status).toBe(401);
    const before = (await allRows()).length;
    expect((await signInFrom('nobody@example.test', 'whatever password')).status).toBe(401);
    expect(await allRows()).toHaveLength(before); // an unknown email has no account, so no entry

    const cookie = (ok.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    const csrf = ((await ok.json()) as { data: { csrf_token: string } }).data.csrf_token;
    tick();
    const out = await f.t.app.request(
      'http://127.0.0.1/portal/session',
      { method: 'DELETE', headers: { Cookie: cookie, 'X-CSRF-Token': csrf, 'User-Agent': BROWSER } },
      FROM_PEER,
    );
    expect(out.status).toBe(204);

    const [signedOut, failed, signedIn] = await entries();
    const expected = (action: string) => ({
      action,
      actor: memberOf(f.account, name),
      target: memberOf(f.account, name),
      context: { ip: '203.0.113.7', user_agent: BROWSER },
      changes: null,
    });
    expect(signedIn).toMatchObject(expected('session.signed_in'));
    expect(failed).toMatchObject(expected('session.sign_in_failed'));
    expect(signedOut).toMatchObject(expected('session.signed_out'));
    expect(signedIn!.id).toMatch(/^aud_/);
  });

  it('records API key create, roll and revoke by the member, with scopes, name and expiry but never the secret', async () => {
    const portal = sessionClient(await f.account.signIn());
    const created = await portal.call('POST', '/portal/api-keys', { name: 'CI', scopes: ['parts:read'], expires_at: null });
    expect(created.status).toBe(201);
    const key = apiKeyWithSecretResponseSchema.parse(created.body).data;
    expect(key.created_by).toEqual({ id: f.account.memberId, name: 'Test User 1' });
    const rolledAt = tick();
    const rolled = await portal.call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: rolledAt });
    expect(rolled.status).toBe(201);
    const successor = apiKeyWithSecretResponseSchema.parse(rolled.body).data;
    expect(successor.created_by).toEqual({ id: f.account.memberId, name: 'Test User 1' });
    const revokedAt = tick();
    expect((await portal.call('DELETE', `/portal/api-keys/${successor.id}`)).status).toBe(200);
    const listed = apiKeyListResponseSchema.parse((await portal.call('GET', '/portal/api-keys')).body).data;
    expect(listed.find((k) => k.id === key.id)?.created_by?.name).toBe('Test User 1');

    const log = await entries(portal, '&action=api_key.created,api_key.rolled,api_key.revoked');
    expect(log.map((e) => e.action)).toEqual(['api_key.revoked', 'api_key.rolled', 'api_key.created']);
    const actor = memberOf(f.account, 'Test User 1');
    expect(log[2]).toMatchObject({
      actor,
      target: { type: 'api_key', id: key.id, name: 'CI' },
      context: { ip: null, user_agent: BROWSER },
      changes: { before: null, after: { name: 'CI', scopes: ['parts:read'], expires_at: null } },
    });
    expect(log[1]).toMatchObject({
      actor,
      target: { type: 'api_key', id: key.id },
      changes: { before: { expires_at: null }, after: { expires_at: rolledAt, new_key_id: successor.id } },
    });
    expect(log[0]).toMatchObject({
      actor,
      target: { type: 'api_key', id: successor.id },
      changes: { before: { revoked_at: null }, after: { revoked_at: revokedAt } },
    });
    expect(JSON.stringify(await allRows())).not.toContain(key.secret.slice(-12));
  });

  it('records webhook endpoint changes by the API key, by name, never the signing secret', async () => {
    const { id, secret } = await f.createEndpoint('https://hooks.example.com/a', ['part.created']);
    tick();
    expect((await f.call('PATCH', `/v1/webhook_endpoints/${id}`, { description: 'ERP', enabled: false })).status).toBe(200);
    tick();
    expect((await f.call('PATCH', `/v1/webhook_endpoints/${id}`, { description: 'ERP' })).status).toBe(200); // no change, no entry
    tick();
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/roll_secret`)).status).toBe(200);
    tick();
    expect((await f.call('DELETE', `/v1/webhook_endpoints/${id}`)).status).toBe(200);

    const log = await entries(f, `&target_id=${id}`);
    expect(log.map((e) => e.action)).toEqual([
      'webhook_endpoint.deleted',
      'webhook_endpoint.secret_rolled',
      'webhook_endpoint.updated',
      'webhook_endpoint.created',
    ]);
    const keyName =
      'key for ' +
      'parts:read parts:write orders:read orders:write invoices:read events:read webhooks:read webhooks:write sites:read sites:write audit:read';
    for (const entry of log) {
      expect(entry.actor).toMatchObject({ type: 'api_key', name: keyName });
      expect(entry.target).toEqual({ type: 'webhook_endpoint', id, name: 'https://hooks.example.com/a' });
    }
    const shape = { url: 'https://hooks.example.com/a', description: '', events: ['part.created'], enabled: true };
    expect(log[3]!.changes).toEqual({ before: null, after: shape });
    expect(log[2]!.changes).toEqual({
      before: { description: '', enabled: true },
      after: { description: 'ERP', enabled: false },
    });
    expect(log[1]!.changes).toMatchObject({ before: { previous_secret_expires_at: null } });
    expect(log[0]!.changes).toEqual({ before: { ...shape, description: 'ERP', enabled: false }, after: null });
    expect(JSON.stringify(await allRows())).not.toContain(secret.slice(6, 30));
  });

  it('names the member who created a webhook endpoint; an API key creates it by nobody', async () => {
    const portal = sessionClient(await f.account.signIn());
    expect(
      (await portal.call('POST', '/v1/webhook_endpoints', { url: 'https://hooks.example.com/s', events: ['*'] })).status,
    ).toBe(201);
    await f.createEndpoint('https://hooks.example.com/k');
    const list = webhookEndpointListResponseSchema.parse((await f.call('GET', '/v1/webhook_endpoints')).body).data;
    expect(Object.fromEntries(list.map((e) => [e.url, e.created_by]))).toEqual({
      'https://hooks.example.com/s': { id: f.account.memberId, name: 'Test User 1' },
      'https://hooks.example.com/k': null,
    });
  });

  it('records a site created and archived', async () => {
    const main = await addSite(f, 'Main kitchen');
    const annex = await addSite(f, 'Annex');
    tick();
    const archived = await f.call('POST', `/v1/sites/${annex.id}/archive`, { move_parts_to: main.id });
    expect(archived.status).toBe(200);
    const log = await entries(f, `&target_id=${annex.id}`);
    expect(log.map((e) => e.action)).toEqual(['site.archived', 'site.created']);
    expect(log[1]!.changes).toMatchObject({ before: null, after: { name: 'Annex', time_zone: annex.time_zone } });
    expect(log[0]!.changes).toEqual({ before: { status: 'active' }, after: { status: 'archived', parts_moved_to: main.id } });
  });

  it('writes nothing for a change that fails, and no change lands without its entry', async () => {
    await f.createEndpoint('https://hooks.example.com/a');
    const before = (await allRows()).length;
    expect((await f.call('POST', '/v1/webhook_endpoints', { url: 'https://hooks.example.com/a', events: ['*'] })).status).toBe(
      422,
    );
    expect((await f.call('DELETE', '/v1/webhook_endpoints/we_nothere')).status).toBe(404);
    expect(await allRows()).toHaveLength(before);

    // The entry cannot be written (PostgreSQL text refuses a NUL): the site goes with it.
    const unwritable = { actor: { type: 'member' as const, id: 'mem_x', name: 'X' }, context: { ip: '\u0000', userAgent: null } };
    const input = { name: 'Ghost', address: { line1: '1 Way', city: 'Town', country: 'US' }, time_zone: 'UTC' };
    await expect(createSite(f.t.db, f.account.accountId, input, T0, undefined, unwritable)).rejects.toThrow();
    expect(await f.t.db.select().from(sites).where(eq(sites.name, 'Ghost'))).toEqual([]);
  });

  it('lets owners and admins manage API keys, and no other role', async () => {
    for (const role of ['admin', 'manager', 'viewer'] as const) {
      const member = await f.t.createAccount({ role });
      const portal = sessionClient(await member.signIn());
      const res = await portal.call('POST', '/portal/api-keys', { name: 'x', scopes: ['parts:read'], expires_at: null });
      expect([role, res.status]).toEqual([role, role === 'admin' ? 201 : 403]);
      expect((await portal.call('GET', '/portal/api-keys')).status).toBe(200);
    }
  });
});
