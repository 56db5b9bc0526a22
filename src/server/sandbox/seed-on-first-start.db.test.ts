import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '#contract/portal';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { DEMO_ACCOUNTS, DEMO_VIEWER } from './seed/seed-accounts';
import { DEMO_INVITATION, DEMO_TEAM } from './seed/demo-team';
import { seedOnFirstStart } from './seed-on-first-start';

describe('seedOnFirstStart', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ config: { demoPassword: 'demo-pass-123' } });
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = (email: string) =>
    t.request('/portal/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-pass-123' }),
    });

  // The demo data replays a week or more of the living demo: generous on a busy shared machine.
  it('creates both demo accounts and the viewer once, with working sign-ins', { timeout: 120_000 }, async () => {
    const first = await seedOnFirstStart(t.deps);
    expect(first.enterprise.created).toBe(true);
    expect(first.starter.created).toBe(true);
    const partsAfterFirst = (await t.db.query.parts.findMany({ columns: { id: true } })).length;

    const second = await seedOnFirstStart(t.deps);
    expect(second.enterprise).toEqual({ accountId: first.enterprise.accountId, created: false });
    expect(await t.db.query.accounts.findMany()).toHaveLength(2);
    expect(await t.db.query.users.findMany()).toHaveLength(5);
    expect(await t.db.query.invitations.findMany()).toMatchObject([
      { email: DEMO_INVITATION.email, acceptedAt: null, revokedAt: null },
    ]);
    expect((await t.db.query.mailOutbox.findMany()).map((mail) => mail.toAddress)).toEqual([DEMO_INVITATION.email]);
    expect((await t.db.query.parts.findMany({ columns: { id: true } })).length).toBe(partsAfterFirst);

    const enterprise = sessionResponseSchema.parse(await (await signIn(DEMO_ACCOUNTS.enterprise.email)).json());
    expect(enterprise.data.account).toMatchObject({ name: 'Northwind Cutlery', plan: 'enterprise', currency: 'USD' });
    const starter = sessionResponseSchema.parse(await (await signIn(DEMO_ACCOUNTS.starter.email)).json());
    expect(starter.data.account).toMatchObject({ name: 'Starter Shop', plan: 'starter' });
    const viewer = sessionResponseSchema.parse(await (await signIn(DEMO_VIEWER.email)).json());
    expect(viewer.data.account.id).toBe(first.enterprise.accountId);
    expect(viewer.data.scopes).toEqual([
      'parts:read',
      'orders:read',
      'invoices:read',
      'events:read',
      'webhooks:read',
      'sites:read',
    ]);
  });

  it('gives the demo account a head chef of Harbour St only and someone in accounts payable', { timeout: 120_000 }, async () => {
    await seedOnFirstStart(t.deps);
    const chef = sessionResponseSchema.parse(await (await signIn(DEMO_TEAM.headChef.email)).json()).data;
    const harbour = await t.db.query.sites.findFirst({ where: (sites, { eq }) => eq(sites.name, 'Harbour St') });
    expect(chef.member).toMatchObject({ role: 'manager', sites: [harbour!.id] });
    expect(chef.scopes).not.toContain('events:read');
    const payables = sessionResponseSchema.parse(await (await signIn(DEMO_TEAM.accountsPayable.email)).json()).data;
    expect(payables.member).toMatchObject({ role: 'accounts_payable', sites: 'all' });
    expect(payables.scopes).toEqual(['parts:read', 'orders:read', 'invoices:read', 'sites:read']);
    const owner = sessionResponseSchema.parse(await (await signIn(DEMO_ACCOUNTS.enterprise.email)).json()).data;
    expect(owner.member?.role).toBe('owner');
  });

  it('with the sandbox off, makes the sign-ins but no made-up history', async () => {
    const off = await createTestApp({ config: { demoPassword: 'demo-pass-123', sandbox: false } });
    try {
      const seeded = await seedOnFirstStart(off.deps);
      expect(seeded.enterprise.created).toBe(true);
      expect(await off.db.query.users.findMany()).toHaveLength(5);
      expect(await off.db.query.invitations.findMany()).toEqual([]);
      expect(await off.db.query.mailOutbox.findMany()).toEqual([]);
      expect(await off.db.query.parts.findMany({ columns: { id: true } })).toEqual([]);
      expect(await off.db.query.orders.findMany({ columns: { id: true } })).toEqual([]);
      expect(await off.db.query.invoices.findMany({ columns: { id: true } })).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
