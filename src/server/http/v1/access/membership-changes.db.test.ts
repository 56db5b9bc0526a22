import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { sessionResponseSchema } from '#contract/portal';
import { accessFixture, type AccessFixture } from '#server/testing/access-kit';

/** A membership is read on every request: what changes in the database holds from the very next one. */
describe('a change of membership, on the next request', { timeout: 120_000 }, () => {
  let f: AccessFixture;
  beforeAll(async () => {
    f = await accessFixture();
  }, 120_000);
  afterAll(() => f.t.close());

  it('a lowered role loses its writes at once, and the session says so', async () => {
    const person = await f.member('manager');
    const label = { part_type: 'blade', internal_label: 'Before', site_id: f.north.siteId };
    expect((await person.client.call('POST', '/v1/parts', label)).status).toBe(201);
    await f.t.db.update(members).set({ role: 'viewer' }).where(eq(members.id, person.memberId));
    const refused = await person.client.call('POST', '/v1/parts', label);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'parts:write' });
    const session = sessionResponseSchema.parse((await person.client.call('GET', '/portal/session')).body).data;
    expect(session.member).toMatchObject({ role: 'viewer', sites: 'all' });
    expect(session.scopes).not.toContain('parts:write');
  });

  it('a member limited to sites is told so in the session, with the scopes they keep', async () => {
    const person = await f.member('manager', [f.north.siteId]);
    const session = sessionResponseSchema.parse((await person.client.call('GET', '/portal/session')).body).data;
    expect(session.member).toMatchObject({ role: 'manager', sites: [f.north.siteId] });
    expect(session.scopes).toEqual(['parts:read', 'parts:write', 'orders:read', 'orders:write', 'invoices:read', 'sites:read']);
  });

  it('a removed member is signed out: 401 on the next request', async () => {
    const person = await f.member('admin');
    expect((await person.client.call('GET', '/v1/parts')).status).toBe(200);
    await f.t.db.delete(sessions).where(eq(sessions.userId, person.userId));
    await f.t.db.delete(members).where(eq(members.id, person.memberId));
    expect((await person.client.call('GET', '/v1/parts')).status).toBe(401);
    expect((await person.client.call('GET', '/portal/session')).status).toBe(401);
  });

  it('a member removed while their session row stays gets 401 as well', async () => {
    const person = await f.member('viewer');
    await f.t.db.delete(members).where(eq(members.id, person.memberId));
    expect((await person.client.call('GET', '/v1/orders')).status).toBe(401);
  });
});
