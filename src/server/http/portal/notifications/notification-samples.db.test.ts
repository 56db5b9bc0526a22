import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationTestResponseSchema } from '#contract/notifications';
import { mailOutbox } from '#server/db/schema/mail';
import { addSite } from '#server/testing/site-kit';
import { sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { clientFor, T0, type V1Client } from '#server/testing/v1-test-kit';

const PATH = '/portal/notification-preferences/test';

describe('a sample of each category', () => {
  let t: TestApp;
  let account: TestAccount;
  let owner: V1Client;
  beforeEach(async () => {
    t = await createTestApp({ now: T0 });
    account = await t.createAccount({ name: 'Northwind' });
    owner = sessionClient(t, await account.signIn());
    await addSite(clientFor(t, await account.createKey(['sites:write', 'sites:read'])), 'Harbour St');
  });
  afterEach(() => t.close());
  const samples = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'notification_sample'));

  it('goes to the member, one per category they receive, by the category’s template and with their unsubscribe link', async () => {
    const res = await owner.call('POST', PATH);
    expect(res.status).toBe(200);
    const { data } = notificationTestResponseSchema.parse(res.body);
    // An owner's defaults: order updates in the digest, parts due and invoices at once, pickup reminders off.
    expect(data).toEqual({ to: account.email, categories: ['order_updates', 'parts_due', 'invoices'] });
    const mail = await samples();
    expect(mail.map((row) => row.toAddress)).toEqual([account.email, account.email, account.email]);
    // Queued together, so in no order of their own.
    const subjects = mail.map((row) => row.subject).sort();
    expect(subjects).toEqual([
      expect.stringMatching(/^Sample: .*due for service/),
      expect.stringMatching(/^Sample: Invoice INV-SAMPLE/),
      expect.stringMatching(/^Sample: Order ORD-SAMPLE: pickup scheduled for .+ 08:00–10:00/),
    ]);
    for (const row of mail) expect(row.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Set at the member's first site (an invoice names none).
    const notInvoices = mail.filter((row) => !row.subject.includes('INV-SAMPLE'));
    expect(notInvoices).toHaveLength(2);
    for (const row of notInvoices) expect(row.text).toContain('Harbour St');
  });

  it('sends nothing to a member who receives nothing, and at most three a minute', async () => {
    const viewer = sessionClient(t, await (await account.addMember({ role: 'viewer' })).signIn());
    const none = await viewer.call('POST', PATH);
    expect(none.status).toBe(200);
    expect(none.body.data.categories).toEqual([]);
    expect(await samples()).toHaveLength(0);

    for (let i = 0; i < 3; i++) expect((await owner.call('POST', PATH)).status).toBe(200);
    const limited = await owner.call('POST', PATH);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await samples()).toHaveLength(9);
  });

  it('is for a signed-in member only', async () => {
    const key = clientFor(t, await account.createKey(['orders:read']));
    expect((await key.call('POST', PATH)).status).toBe(403);
    expect(await samples()).toHaveLength(0);
  });
});
