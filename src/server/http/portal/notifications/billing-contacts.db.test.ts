import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_CONTACT_RULES, billingContactListResponseSchema, billingContactResponseSchema } from '#contract/notifications';
import { auditEvents } from '#server/db/schema/audit';
import { billingContacts } from '#server/db/schema/notifications';
import { auditActions, sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { clientFor, T0, type JsonResponse, type V1Client } from '#server/testing/v1-test-kit';

const PATH = '/portal/billing-contacts';

describe('billing contacts', () => {
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

  const codes = (res: JsonResponse) =>
    (res.body.error.details as { field: string; code: string }[]).map((d) => `${d.field}:${d.code}`).sort();
  const rows = async () => (await t.db.select({ n: count() }).from(billingContacts))[0]!.n;

  it('adds a contact with the address lower-cased and the name trimmed, lists and removes it', async () => {
    const added = await owner.call('POST', PATH, { email: '  AP@Example.COM ', name: '  Accounts Payable  ' });
    expect(added.status).toBe(201);
    const contact = billingContactResponseSchema.parse(added.body).data;
    expect(contact).toEqual({
      id: expect.stringMatching(/^bcon_/),
      email: 'ap@example.com',
      name: 'Accounts Payable',
      created_at: T0.toISOString(),
      unsubscribed_at: null,
    });

    const listed = billingContactListResponseSchema.parse((await owner.call('GET', PATH)).body);
    expect(listed.data).toEqual([contact]);

    t.clock.advance(1000); // the audit log's order is by time
    expect((await owner.call('DELETE', `${PATH}/${contact.id}`)).status).toBe(204);
    expect((await owner.call('GET', PATH)).body.data).toEqual([]);
    expect((await owner.call('DELETE', `${PATH}/${contact.id}`)).status).toBe(404);
    const actions = await auditActions(t, account.accountId);
    expect(actions.filter((action) => action.startsWith('billing'))).toEqual([
      'billing_contact.added',
      'billing_contact.removed',
    ]);
    const entries = await t.db.select().from(auditEvents);
    expect(entries.find((e) => e.action === 'billing_contact.added')).toMatchObject({
      actorId: account.memberId,
      targetType: 'billing_contact',
      targetId: contact.id,
      changes: { before: null, after: { email: 'ap@example.com', name: 'Accounts Payable' } },
    });
  });

  it('refuses an address that is not one, and an unknown field, in one answer', async () => {
    const refused = await owner.call('POST', PATH, { email: 'not an address', name: 'x'.repeat(121), cc: true });
    expect(refused.status).toBe(422);
    expect(codes(refused)).toEqual(['cc:unknown_field', 'email:invalid_value', 'name:too_long']);
    expect(refused.body.error.details.find((d: { field: string }) => d.field === 'email').message).toBe(
      'email must be an email address, e.g. ap@example.com.',
    );
    expect(codes(await owner.call('POST', PATH, { email: 'ap@example', name: '' }))).toEqual(['email:invalid_value']);
    expect(await rows()).toBe(0);
  });

  it('refuses an address the account has already (however it is written) on the email field, even when sent at once', async () => {
    expect((await owner.call('POST', PATH, { email: 'ap@example.com', name: 'AP' })).status).toBe(201);
    const again = await owner.call('POST', PATH, { email: 'AP@example.com', name: 'AP again' });
    expect(again.status).toBe(422);
    expect(codes(again)).toEqual(['email:duplicate']);

    const racing = await Promise.all(
      Array.from({ length: 5 }, () => owner.call('POST', PATH, { email: 'finance@example.com', name: 'Finance' })),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await rows()).toBe(2);
    // Another account may have the same address.
    const other = sessionClient(t, await (await t.createAccount()).signIn());
    expect((await other.call('POST', PATH, { email: 'ap@example.com', name: 'AP' })).status).toBe(201);
  });

  it(`keeps at most ${BILLING_CONTACT_RULES.perAccount} contacts per account`, async () => {
    for (let i = 0; i < BILLING_CONTACT_RULES.perAccount; i++) {
      expect((await owner.call('POST', PATH, { email: `ap${i}@example.com`, name: '' })).status).toBe(201);
    }
    const refused = await owner.call('POST', PATH, { email: 'one-more@example.com', name: '' });
    expect(refused.status).toBe(422);
    expect(codes(refused)).toEqual(['body:too_many']);
    expect(await rows()).toBe(BILLING_CONTACT_RULES.perAccount);
  });

  it('is for owners and admins only, reading included, with a session', async () => {
    const admin = await account.addMember({ role: 'admin' });
    const adminClient = sessionClient(t, await admin.signIn());
    expect((await adminClient.call('POST', PATH, { email: 'ap@example.com', name: 'AP' })).status).toBe(201);
    for (const role of ['manager', 'accounts_payable', 'viewer'] as const) {
      const member = sessionClient(t, await (await account.addMember({ role })).signIn());
      expect((await member.call('GET', PATH)).status, role).toBe(403);
      expect((await member.call('POST', PATH, { email: `${role}@example.com`, name: '' })).status, role).toBe(403);
    }
    const key = clientFor(t, await account.createKey(['invoices:read']));
    expect((await key.call('GET', PATH)).status).toBe(403);
    expect((await sessionClient(t, null).call('GET', PATH)).status).toBe(401);
  });

  it("answers 404 for another account's contact and leaves it", async () => {
    const other = sessionClient(t, await (await t.createAccount()).signIn());
    const theirs = (await other.call('POST', PATH, { email: 'ap@example.com', name: 'AP' })).body.data;
    expect((await owner.call('DELETE', `${PATH}/${theirs.id}`)).status).toBe(404);
    expect((await other.call('GET', PATH)).body.data).toHaveLength(1);
  });
});
