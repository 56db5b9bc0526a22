import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents } from '#server/db/schema/audit';
import { addSite } from '#server/testing/site-kit';
import { auditActions, inviteAndJoin, sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { clientFor, T0, type V1Client } from '#server/testing/v1-test-kit';

describe('members', () => {
  let t: TestApp;
  let account: TestAccount;
  let owner: V1Client;
  beforeEach(async () => {
    t = await createTestApp({ now: T0 });
    account = await t.createAccount({ name: 'Northwind' });
    owner = sessionClient(t, await account.signIn());
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists each member with role, sites, two-factor and last sign-in', async () => {
    const { body } = await owner.call('GET', '/portal/members');
    expect(body.data).toEqual([
      {
        id: account.memberId,
        name: 'Test User 1',
        email: account.email,
        role: 'owner',
        sites: 'all',
        two_factor: false,
        last_signed_in_at: T0.toISOString(),
        created_at: T0.toISOString(),
      },
    ]);
    expect(account.memberId).toMatch(/^mem_/);
  });

  it('narrows a member to a site and lowers their role from their very next request', async () => {
    const v1 = clientFor(t, await account.createKey(['sites:write', 'sites:read', 'parts:write', 'parts:read']));
    const harbour = await addSite(v1, 'Harbour St');
    const midtown = await addSite(v1, 'Midtown');
    const { client: chef, memberId } = await inviteAndJoin(t, owner, {
      email: 'chef@example.test',
      role: 'manager',
      sites: 'all',
    });
    expect((await chef.call('GET', '/v1/sites')).body.data).toHaveLength(3);

    const narrowed = await owner.call('PATCH', `/portal/members/${memberId}`, { sites: [midtown.id, harbour.id] });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data.sites).toEqual([harbour.id, midtown.id].sort());
    const session = (await chef.call('GET', '/portal/session')).body.data;
    expect(session.member.sites).toEqual([harbour.id, midtown.id].sort());
    expect(session.scopes).not.toContain('events:read');
    expect((await chef.call('GET', '/v1/events')).status).toBe(403);

    expect(
      (await chef.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'Before', site_id: harbour.id })).status,
    ).toBe(201);
    await owner.call('PATCH', `/portal/members/${memberId}`, { role: 'viewer' });
    const write = await chef.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'After', site_id: harbour.id });
    expect(write.status).toBe(403);

    const entries = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'member.updated'));
    const both = [harbour.id, midtown.id].sort();
    expect(entries.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { before: { role: 'manager', sites: 'all' }, after: { role: 'manager', sites: both } },
        { before: { role: 'manager', sites: both }, after: { role: 'viewer', sites: both } },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('locks a removed member out at their next request and records it', async () => {
    const { client: chef, memberId } = await inviteAndJoin(t, owner, {
      email: 'chef@example.test',
      role: 'manager',
      sites: 'all',
    });
    expect((await chef.call('GET', '/v1/parts')).status).toBe(200);
    expect((await owner.call('DELETE', `/portal/members/${memberId}`)).status).toBe(204);
    expect((await chef.call('GET', '/v1/parts')).status).toBe(401);
    expect((await chef.call('GET', '/portal/session')).status).toBe(401);
    expect(await auditActions(t, account.accountId)).toContain('member.removed');
    // No longer a member anywhere, the person cannot sign in.
    const signIn = await sessionClient(t, null).call('POST', '/portal/session', {
      email: 'chef@example.test',
      password: 'a long enough password',
    });
    expect(signIn.status).toBe(401);
  });

  it('never leaves the account without an owner, and hands ownership over in one step', async () => {
    const me = account.memberId;
    const demote = await owner.call('PATCH', `/portal/members/${me}`, { role: 'admin' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('last_owner');
    expect((await owner.call('DELETE', `/portal/members/${me}`)).status).toBe(409);

    const { memberId: next } = await inviteAndJoin(
      t,
      owner,
      { email: 'next@example.test', role: 'manager', sites: 'all' },
      'Nia Next',
    );
    const handed = await owner.call('POST', `/portal/members/${next}/make-owner`);
    expect(handed.status).toBe(200);
    expect(handed.body.data).toMatchObject({ role: 'owner', sites: 'all' });
    const team = (await owner.call('GET', '/portal/members')).body.data;
    expect(team.map((m: { name: string; role: string }) => `${m.name}:${m.role}`)).toEqual([
      'Test User 1:admin',
      'Nia Next:owner',
    ]);
    // Now an admin, the former owner can no longer touch the owner.
    expect((await owner.call('PATCH', `/portal/members/${next}`, { role: 'viewer' })).status).toBe(403);
    expect((await owner.call('POST', `/portal/members/${me}/make-owner`)).status).toBe(403);
    expect(await auditActions(t, account.accountId)).toContain('ownership.transferred');
  });

  it('lets any member leave, and nobody else in but owners and admins', async () => {
    const { client: viewer, memberId } = await inviteAndJoin(t, owner, { email: 'v@example.test', role: 'viewer', sites: 'all' });
    expect((await viewer.call('PATCH', `/portal/members/${memberId}`, { role: 'admin' })).status).toBe(403);
    expect((await viewer.call('DELETE', `/portal/members/${account.memberId}`)).status).toBe(403);
    expect((await viewer.call('DELETE', `/portal/members/${memberId}`)).status).toBe(204);
    expect((await viewer.call('GET', '/v1/parts')).status).toBe(401);
  });

  it('refuses sites for an admin, unknown sites and unknown fields, every problem at once', async () => {
    const { memberId } = await inviteAndJoin(t, owner, { email: 'm@example.test', role: 'manager', sites: 'all' });
    const res = await owner.call('PATCH', `/portal/members/${memberId}`, { role: 'admin', sites: ['site_nope'] });
    expect(res.status).toBe(422);
    expect(res.body.error.details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`).sort()).toEqual([
      'sites.0:not_found',
      'sites:invalid_value',
    ]);
    expect((await owner.call('PATCH', `/portal/members/${memberId}`, { email: 'x@y.z' })).status).toBe(422);
    expect((await owner.call('PATCH', '/portal/members/mem_nope', { role: 'viewer' })).status).toBe(404);
  });

  it('answers 404 for another account’s member', async () => {
    const other = await t.createAccount();
    expect((await owner.call('PATCH', `/portal/members/${other.memberId}`, { role: 'viewer' })).status).toBe(404);
    expect((await owner.call('DELETE', `/portal/members/${other.memberId}`)).status).toBe(404);
  });
});
