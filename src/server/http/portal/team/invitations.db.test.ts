import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invitationListResponseSchema, memberListResponseSchema } from '#contract/members';
import { sessionResponseSchema } from '#contract/portal';
import { addSite } from '#server/testing/site-kit';
import { auditActions, inviteAndJoin, latestMailTo, sessionClient, sessionFrom } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { clientFor, T0, type V1Client } from '#server/testing/v1-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('invitations', () => {
  let t: TestApp;
  let account: TestAccount;
  let owner: V1Client;
  beforeEach(async () => {
    t = await createTestApp({ now: T0, config: { portalUrl: 'https://portal.example.test' } });
    account = await t.createAccount({ name: 'Northwind' });
    owner = sessionClient(t, await account.signIn());
  });
  afterEach(async () => {
    await t.close();
  });

  it('mails a single-use link to the portal, and accepting makes the person a member with the role and sites, signed in', async () => {
    const v1 = clientFor(t, await account.createKey(['sites:write', 'sites:read']));
    const harbour = await addSite(v1, 'Harbour St');
    const invited = await owner.call('POST', '/portal/invitations', {
      email: ' Chef@Example.test ',
      role: 'manager',
      sites: [harbour.id],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      email: 'chef@example.test',
      role: 'manager',
      sites: [harbour.id],
      status: 'pending',
    });
    expect(invited.body.data.expires_at).toBe(new Date(T0.getTime() + 7 * DAY).toISOString());

    const { mail, token } = await latestMailTo(t, 'chef@example.test');
    expect(mail.subject).toBe('Test User 1 invited you to Northwind on Whetstone');
    expect(mail.text).toContain(`https://portal.example.test/invitations/${token}`);
    expect(mail.html).toContain(`https://portal.example.test/invitations/${token}`);
    expect(mail.text).toContain('Harbour St');

    const preview = await sessionClient(t, null).call('POST', '/portal/invitations/preview', { token });
    expect(preview.body.data).toMatchObject({
      account_name: 'Northwind',
      email: 'chef@example.test',
      role: 'manager',
      existing_person: false,
    });
    t.clock.advance(60_000);

    const accepted = await sessionClient(t, null).call('POST', '/portal/invitations/accept', {
      token,
      name: 'Casey Chef',
      password: 'a long enough password',
    });
    expect(accepted.status).toBe(201);
    const session = sessionResponseSchema.parse(accepted.body).data;
    expect(session.member).toMatchObject({ role: 'manager', sites: [harbour.id] });
    expect(session.account.name).toBe('Northwind');
    expect(accepted.headers.get('Set-Cookie')).toMatch(/HttpOnly/);
    const chef = sessionClient(t, sessionFrom(accepted));
    expect((await chef.call('GET', '/portal/session')).body.data.user.email).toBe('chef@example.test');

    const again = await sessionClient(t, null).call('POST', '/portal/invitations/accept', {
      token,
      name: 'X',
      password: 'another long password',
    });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('invitation_used');

    expect(invitationListResponseSchema.parse((await owner.call('GET', '/portal/invitations')).body).data).toEqual([]);
    const team = memberListResponseSchema.parse((await owner.call('GET', '/portal/members')).body).data;
    expect(team.map((m) => [m.name, m.role, m.sites])).toEqual([
      ['Test User 1', 'owner', 'all'],
      ['Casey Chef', 'manager', [harbour.id]],
    ]);
    expect(await auditActions(t, account.accountId)).toEqual(expect.arrayContaining(['member.invited', 'member.joined']));
  });

  it('says a link expired after 7 days, and a resend makes a new link with a new 7 days (the old one stops)', async () => {
    await owner.call('POST', '/portal/invitations', { email: 'late@example.test', role: 'viewer', sites: 'all' });
    const first = await latestMailTo(t, 'late@example.test');
    t.clock.advance(7 * DAY + 1);
    owner = sessionClient(t, await account.signIn());
    const expired = await sessionClient(t, null).call('POST', '/portal/invitations/preview', { token: first.token });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('invitation_expired');
    const [listed] = (await owner.call('GET', '/portal/invitations')).body.data;
    expect(listed.status).toBe('expired');

    const resent = await owner.call('POST', `/portal/invitations/${listed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data.expires_at).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    const second = await latestMailTo(t, 'late@example.test');
    expect(second.token).not.toBe(first.token);
    expect((await sessionClient(t, null).call('POST', '/portal/invitations/preview', { token: first.token })).status).toBe(404);
    expect((await sessionClient(t, null).call('POST', '/portal/invitations/preview', { token: second.token })).status).toBe(200);
    expect(await auditActions(t, account.accountId)).toContain('invitation.resent');
  });

  it('says a revoked link was withdrawn', async () => {
    const { body } = await owner.call('POST', '/portal/invitations', {
      email: 'gone@example.test',
      role: 'viewer',
      sites: 'all',
    });
    const { token } = await latestMailTo(t, 'gone@example.test');
    expect((await owner.call('DELETE', `/portal/invitations/${body.data.id}`)).status).toBe(204);
    const res = await sessionClient(t, null).call('POST', '/portal/invitations/accept', {
      token,
      name: 'G',
      password: 'a long enough password',
    });
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('invitation_revoked');
    expect(await auditActions(t, account.accountId)).toContain('invitation.revoked');
    // Revoked, the address may be invited again.
    expect(
      (await owner.call('POST', '/portal/invitations', { email: 'gone@example.test', role: 'viewer', sites: 'all' })).status,
    ).toBe(201);
  });

  it('refuses every problem at once: a second pending invitation, a member already, an admin limited to sites, an unknown site', async () => {
    await owner.call('POST', '/portal/invitations', { email: 'twice@example.test', role: 'viewer', sites: 'all' });
    const dup = await owner.call('POST', '/portal/invitations', {
      email: 'twice@example.test',
      role: 'admin',
      sites: ['site_nope'],
    });
    expect(dup.status).toBe(422);
    expect(dup.body.error.details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`).sort()).toEqual([
      'email:duplicate',
      'sites.0:not_found',
      'sites:invalid_value',
    ]);
    const member = await owner.call('POST', '/portal/invitations', { email: account.email, role: 'viewer', sites: 'all' });
    expect(member.body.error.details).toEqual([expect.objectContaining({ field: 'email', code: 'already_member' })]);
    const bad = await owner.call('POST', '/portal/invitations', { email: 'no', role: 'king', sites: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'role', 'sites']);
  });

  it('sends at most 50 invitation mails a day per account', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await owner.call('POST', '/portal/invitations', { email: `p${i}@example.test`, role: 'viewer', sites: 'all' });
      expect(res.status).toBe(201);
    }
    const over = await owner.call('POST', '/portal/invitations', { email: 'p50@example.test', role: 'viewer', sites: 'all' });
    expect(over.status).toBe(429);
    t.clock.advance(DAY + 1);
    owner = sessionClient(t, await account.signIn());
    expect(
      (await owner.call('POST', '/portal/invitations', { email: 'p50@example.test', role: 'viewer', sites: 'all' })).status,
    ).toBe(201);
  });

  it('adds a person who already signs in elsewhere, with their own password, and keeps both memberships', async () => {
    const other = await t.createAccount({ name: 'Other Co' });
    await owner.call('POST', '/portal/invitations', { email: other.email, role: 'accounts_payable', sites: 'all' });
    const { token } = await latestMailTo(t, other.email);
    const anonymous = sessionClient(t, null);
    expect((await anonymous.call('POST', '/portal/invitations/preview', { token })).body.data.existing_person).toBe(true);
    const wrong = await anonymous.call('POST', '/portal/invitations/accept', { token, password: 'not their password' });
    expect(wrong.status).toBe(401);
    const accepted = await anonymous.call('POST', '/portal/invitations/accept', { token, password: other.password });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.account.name).toBe('Northwind');
    expect(accepted.body.data.member.role).toBe('accounts_payable');
    // Signed in with the session of the other account, the same link is used already.
    const signedIn = sessionClient(t, await other.signIn());
    expect((await signedIn.call('POST', '/portal/invitations/accept', { token })).status).toBe(410);
  });

  it('lets a signed-in person accept with their session (and its CSRF token)', async () => {
    const other = await t.createAccount({ name: 'Other Co' });
    await owner.call('POST', '/portal/invitations', { email: other.email, role: 'viewer', sites: 'all' });
    const { token } = await latestMailTo(t, other.email);
    const session = await other.signIn();
    const noCsrf = await t.request('/portal/invitations/accept', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(noCsrf.status).toBe(403);
    const accepted = await sessionClient(t, session).call('POST', '/portal/invitations/accept', { token });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.account.name).toBe('Northwind');
  });

  it('is for owners and admins: other roles get 403, and a viewer’s invite changes nothing', async () => {
    const { client: viewer } = await inviteAndJoin(t, owner, { email: 'v@example.test', role: 'viewer', sites: 'all' });
    expect((await viewer.call('GET', '/portal/members')).status).toBe(403);
    expect((await viewer.call('GET', '/portal/invitations')).status).toBe(403);
    expect(
      (await viewer.call('POST', '/portal/invitations', { email: 'x@example.test', role: 'admin', sites: 'all' })).status,
    ).toBe(403);
    const { client: admin } = await inviteAndJoin(
      t,
      owner,
      { email: 'a@example.test', role: 'admin', sites: 'all' },
      'Ada Admin',
    );
    expect((await admin.call('GET', '/portal/members')).status).toBe(200);
    const ownerInvite = await admin.call('POST', '/portal/invitations', { email: 'o@example.test', role: 'owner', sites: 'all' });
    expect(ownerInvite.status).toBe(422);
    expect(ownerInvite.body.error.details[0]).toMatchObject({ field: 'role' });
    const key = clientFor(t, await account.createKey(['parts:read']));
    expect((await key.call('GET', '/portal/members')).status).toBe(403);
  });
});
