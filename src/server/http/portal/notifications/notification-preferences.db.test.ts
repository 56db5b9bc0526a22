import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_MODES, notificationPreferencesResponseSchema } from '#contract/notifications';
import type { Site } from '#contract/sites';
import { auditEvents } from '#server/db/schema/audit';
import { notificationPreferences } from '#server/db/schema/notifications';
import { effectivePreferences } from '#server/domain/notifications/preference-queries';
import { addSite } from '#server/testing/site-kit';
import { auditActions, sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { clientFor, T0, type JsonResponse, type V1Client } from '#server/testing/v1-test-kit';

const PATH = '/portal/notification-preferences';

describe('notification preferences', () => {
  let t: TestApp;
  let account: TestAccount;
  let owner: V1Client;
  let v1: V1Client;
  let aardvark: Site;
  let zebra: Site;
  beforeEach(async () => {
    t = await createTestApp({ now: T0 });
    account = await t.createAccount({ name: 'Northwind' });
    owner = sessionClient(t, await account.signIn());
    v1 = clientFor(t, await account.createKey(['sites:write', 'sites:read']));
    aardvark = await addSite(v1, 'Aardvark Lane', { time_zone: 'Europe/London' });
    zebra = await addSite(v1, 'Zebra Quay', { time_zone: 'Asia/Tokyo' });
  });
  afterEach(async () => {
    await t.close();
  });

  const memberClient = async (role: Parameters<TestAccount['addMember']>[0]['role'], siteIds: string[] | null = null) => {
    t.clock.advance(1000); // one order of members, oldest first
    const member = await account.addMember({ role, siteIds });
    return { ...member, client: sessionClient(t, await member.signIn()) };
  };
  const codes = (res: JsonResponse) =>
    (res.body.error.details as { field: string; code: string }[]).map((d) => `${d.field}:${d.code}`).sort();
  const storedRows = async () => (await t.db.select({ n: count() }).from(notificationPreferences))[0]!.n;

  it("answers each role's defaults, every site, and the first site's zone by name until the member chooses", async () => {
    const answer = await owner.call('GET', PATH);
    expect(answer.status).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(answer.body).data).toEqual({
      categories: ROLE_DEFAULT_MODES.owner,
      sites: 'all',
      digest_time_zone: 'Europe/London',
      turned_off_by_link: [],
    });
    for (const role of ['admin', 'manager', 'accounts_payable', 'viewer'] as const) {
      const { client } = await memberClient(role);
      expect((await client.call('GET', PATH)).body.data.categories, role).toEqual(ROLE_DEFAULT_MODES[role]);
    }
    const { client: chef } = await memberClient('manager', [zebra.id]);
    expect((await chef.call('GET', PATH)).body.data).toMatchObject({ sites: 'all', digest_time_zone: 'Asia/Tokyo' });
    expect(await storedRows()).toBe(0);
  });

  it('answers UTC when the member has no active site to take a zone from', async () => {
    const other = await t.createAccount();
    const { db } = t;
    const [found] = await effectivePreferences(db, other.accountId);
    expect(found!.digestTimeZone).toBe('America/New_York'); // the account's Main site
    const { client } = await memberClient('manager', ['site_gone']);
    expect((await client.call('GET', PATH)).body.data.digest_time_zone).toBe('UTC');
  });

  it('reports every problem of a change at once, on its field, and writes nothing', async () => {
    const refused = await owner.call('PATCH', PATH, {
      categories: { order_updates: 'weekly', invoices: 'off', colour: 'blue' },
      sites: ['site_nowhere', aardvark.id, aardvark.id],
      digest_time_zone: 'Mars/Olympus_Mons',
      extra: true,
    });
    expect(refused.status).toBe(422);
    expect(codes(refused)).toEqual([
      'categories.colour:unknown_field',
      'categories.order_updates:invalid_value',
      'digest_time_zone:invalid_value',
      'extra:unknown_field',
      'sites.0:not_found',
      'sites:duplicate',
    ]);
    expect(await storedRows()).toBe(0);
  });

  it('refuses an archived site and a site the limited member does not have, but lets them narrow', async () => {
    const lodge = await addSite(v1, 'Lodge');
    expect((await v1.call('POST', `/v1/sites/${lodge.id}/archive`, { move_parts_to: aardvark.id })).status).toBe(200);
    const { client: chef } = await memberClient('manager', [aardvark.id, zebra.id]);
    expect(codes(await chef.call('PATCH', PATH, { sites: [lodge.id] }))).toEqual(['sites.0:not_found']);

    const { client: narrow } = await memberClient('manager', [zebra.id]);
    const widened = await narrow.call('PATCH', PATH, { sites: [zebra.id, aardvark.id] });
    expect(widened.status).toBe(422);
    expect(codes(widened)).toEqual(['sites.1:invalid_value']);
    expect(widened.body.error.details[0].message).toContain('your own sites');

    const narrowed = await chef.call('PATCH', PATH, { sites: [zebra.id] });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data.sites).toEqual([zebra.id]);
    expect((await narrow.call('PATCH', PATH, { sites: 'all' })).body.data.sites).toBe('all');
  });

  it('stores a change, answers the new preferences and records who changed what', async () => {
    const changed = await owner.call('PATCH', PATH, {
      categories: { pickup_reminders: 'digest' },
      sites: [zebra.id],
      digest_time_zone: 'America/Chicago',
    });
    expect(changed.status).toBe(200);
    const expected = {
      categories: { ...ROLE_DEFAULT_MODES.owner, pickup_reminders: 'digest' },
      sites: [zebra.id],
      digest_time_zone: 'America/Chicago',
      turned_off_by_link: [],
    };
    expect(changed.body.data).toEqual(expected);
    expect((await owner.call('GET', PATH)).body.data).toEqual(expected);

    const again = await owner.call('PATCH', PATH, { categories: { pickup_reminders: 'digest' } });
    expect(again.body.data).toEqual(expected);
    const actions = await auditActions(t, account.accountId);
    expect(actions.filter((action) => action.startsWith('notification'))).toEqual(['notification_preferences.updated']);
    const [entry] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'notification_preferences.updated'));
    expect(entry).toMatchObject({ actorId: account.memberId, targetId: account.memberId, targetType: 'member' });
    expect(entry!.changes).toEqual({
      before: { categories: ROLE_DEFAULT_MODES.owner, sites: 'all', digest_time_zone: 'Europe/London' },
      after: { categories: expected.categories, sites: [zebra.id], digest_time_zone: 'America/Chicago' },
    });
  });

  it('is open to every role for their own choices, to a session only, with its CSRF token', async () => {
    const { client: viewer } = await memberClient('viewer');
    const turnedOn = await viewer.call('PATCH', PATH, { categories: { invoices: 'instant' } });
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body.data.categories.invoices).toBe('instant');
    expect((await owner.call('GET', PATH)).body.data.categories).toEqual(ROLE_DEFAULT_MODES.owner);

    const key = clientFor(t, await account.createKey(['parts:read']));
    expect((await key.call('GET', PATH)).status).toBe(403);
    expect((await key.call('PATCH', PATH, { categories: { invoices: 'off' } })).status).toBe(403);
    const session = await account.signIn();
    const withoutToken = await t.request(PATH, {
      method: 'PATCH',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ categories: { invoices: 'off' } }),
    });
    expect(withoutToken.status).toBe(403);
    expect((await sessionClient(t, null).call('GET', PATH)).status).toBe(401);
  });

  it("reads every member's effective preferences of an account in one call, within each member's sites", async () => {
    const { memberId: chefId, client: chef } = await memberClient('manager', [zebra.id]);
    await chef.call('PATCH', PATH, { categories: { order_updates: 'off' }, sites: [zebra.id] });
    const { memberId: apId } = await memberClient('accounts_payable');
    const all = await effectivePreferences(t.db, account.accountId);
    expect(all.map((p) => p.memberId)).toEqual([account.memberId, chefId, apId]);
    expect(all[1]).toMatchObject({
      role: 'manager',
      memberSites: [zebra.id],
      siteIds: [zebra.id],
      digestTimeZone: 'Asia/Tokyo',
      categories: { ...ROLE_DEFAULT_MODES.manager, order_updates: 'off' },
    });
    expect(all[2]).toMatchObject({ categories: ROLE_DEFAULT_MODES.accounts_payable, siteIds: null, memberSites: null });
    expect(all[0]!.email).toBe(account.email);
  });
});
