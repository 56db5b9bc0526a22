import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_MODES, unsubscribeAnswerSchema } from '#contract/notifications';
import { billingContacts, notificationPreferences } from '#server/db/schema/notifications';
import { UNSUBSCRIBES_PER_CLIENT_PER_MINUTE } from '#server/domain/notifications/unsubscribe-throttle';
import {
  unsubscribePageUrl,
  unsubscribeToken,
  unsubscribeUrl,
  type UnsubscribeCategory,
  type UnsubscribeRecipient,
} from '#server/domain/notifications/unsubscribe-token';
import { sessionClient } from '#server/testing/team-kit';
import { createTestApp, TEST_CONFIG, type TestAccount, type TestApp } from '#server/testing/test-app';
import { T0, type V1Client } from '#server/testing/v1-test-kit';

const PREFERENCES = '/portal/notification-preferences';
const SECRET = TEST_CONFIG.sessionSecret;

describe('unsubscribe links', () => {
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

  const member = (): UnsubscribeRecipient => ({ kind: 'member', id: account.memberId });
  const pathOf = (recipient: UnsubscribeRecipient, category: UnsubscribeCategory) =>
    `/portal/unsubscribe/${unsubscribeToken(SECRET, recipient, category)}`;
  /** As a mail provider sends it (RFC 8058): no cookie, a form body. */
  const oneClick = (path: string) =>
    t.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const stored = async () =>
    (await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, account.memberId)))[0];

  it('makes the List-Unsubscribe URL on this API and the footer link on the portal page, from one token', () => {
    const token = unsubscribeToken(SECRET, member(), 'invoices');
    expect(unsubscribeUrl('https://portal.example/', SECRET, member(), 'invoices')).toBe(
      `https://portal.example/portal/unsubscribe/${token}`,
    );
    expect(unsubscribePageUrl('https://portal.example', SECRET, member(), 'invoices')).toBe(
      `https://portal.example/unsubscribe/${token}`,
    );
    // URL-safe, and no dot: the portal's static server answers a path ending in `.xyz` as a file.
    expect(token).toMatch(/^[A-Za-z0-9_~-]+$/);
  });

  it('GET says what the link turns off and changes nothing', async () => {
    const path = pathOf(member(), 'order_updates');
    for (let i = 0; i < 3; i++) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(unsubscribeAnswerSchema.parse(await res.json()).data).toEqual({
        email: account.email,
        category: 'order_updates',
        label: 'Order updates',
        turned_off: false,
      });
    }
    expect(await stored()).toBeUndefined();
  });

  it('sends a browser opening the link to the portal page, changing nothing', async () => {
    const token = unsubscribeToken(SECRET, member(), 'invoices');
    const res = await t.request(`/portal/unsubscribe/${token}`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${TEST_CONFIG.portalUrl}/unsubscribe/${token}`);
    expect(await stored()).toBeUndefined();
  });

  it('the one-click POST without a cookie turns the category off, and the preferences say so', async () => {
    const res = await oneClick(pathOf(member(), 'invoices'));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ email: account.email, category: 'invoices', label: 'Invoices', turned_off: true });
    const preferences = (await owner.call('GET', PREFERENCES)).body.data;
    expect(preferences.categories).toEqual({ ...ROLE_DEFAULT_MODES.owner, invoices: 'off' });
    expect(preferences.turned_off_by_link).toEqual([{ category: 'invoices', at: T0.toISOString() }]);
    expect((await t.request(pathOf(member(), 'invoices')).then((r) => r.json())).data.turned_off).toBe(true);

    t.clock.advance(60_000);
    expect((await oneClick(pathOf(member(), 'parts_due'))).status).toBe(200);
    expect((await owner.call('GET', PREFERENCES)).body.data.turned_off_by_link).toEqual([
      { category: 'parts_due', at: new Date(T0.getTime() + 60_000).toISOString() },
      { category: 'invoices', at: T0.toISOString() },
    ]);
    // Choosing the category again by hand drops its note.
    await owner.call('PATCH', PREFERENCES, { categories: { invoices: 'instant' } });
    expect(
      (await owner.call('GET', PREFERENCES)).body.data.turned_off_by_link.map((n: { category: string }) => n.category),
    ).toEqual(['parts_due']);
  });

  it('takes an empty body, a multipart form, and a signed-in browser without its CSRF token', async () => {
    const empty = await t.request(pathOf(member(), 'order_updates'), { method: 'POST' });
    expect(empty.status).toBe(200);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await t.request(pathOf(member(), 'parts_due'), { method: 'POST', body: form })).status).toBe(200);
    const session = await account.signIn();
    const withCookie = await t.request(pathOf(member(), 'invoices'), { method: 'POST', headers: { Cookie: session.cookie } });
    expect(withCookie.status).toBe(200);
    expect((await stored())!.categories).toEqual({
      ...ROLE_DEFAULT_MODES.owner,
      order_updates: 'off',
      parts_due: 'off',
      invoices: 'off',
    });
  });

  it('the digest link turns off every category set to the daily digest, and nothing else', async () => {
    await owner.call('PATCH', PREFERENCES, { categories: { order_updates: 'digest', pickup_reminders: 'digest' } });
    expect((await t.request(pathOf(member(), 'digest')).then((r) => r.json())).data).toMatchObject({
      label: 'Daily digest',
      turned_off: false,
    });
    expect((await oneClick(pathOf(member(), 'digest'))).status).toBe(200);
    expect((await owner.call('GET', PREFERENCES)).body.data.categories).toEqual({
      order_updates: 'off',
      pickup_reminders: 'off',
      parts_due: 'instant',
      invoices: 'instant',
    });
  });

  it("turns a billing contact's invoices off, once, and refuses their link for another category", async () => {
    const contact = (await owner.call('POST', '/portal/billing-contacts', { email: 'ap@example.com', name: 'AP' })).body.data;
    const recipient: UnsubscribeRecipient = { kind: 'billing_contact', id: contact.id };
    expect((await t.request(pathOf(recipient, 'invoices')).then((r) => r.json())).data.turned_off).toBe(false);
    const res = await oneClick(pathOf(recipient, 'invoices'));
    expect((await res.json()).data).toEqual({
      email: 'ap@example.com',
      category: 'invoices',
      label: 'Invoices',
      turned_off: true,
    });
    t.clock.advance(60_000);
    expect((await oneClick(pathOf(recipient, 'invoices'))).status).toBe(200);
    const [row] = await t.db.select().from(billingContacts).where(eq(billingContacts.id, contact.id));
    expect(row!.unsubscribedAt).toEqual(T0);
    expect((await owner.call('GET', '/portal/billing-contacts')).body.data[0].unsubscribed_at).toBe(T0.toISOString());
    expect((await oneClick(pathOf(recipient, 'order_updates'))).status).toBe(404);
  });

  it('refuses a tampered or foreign token with the documented error, changing nothing', async () => {
    const token = unsubscribeToken(SECRET, member(), 'invoices');
    const other = await t.createAccount();
    const tampered = [
      token.replace(account.memberId, other.memberId),
      token.replace('~invoices~', '~parts_due~'),
      `${token.slice(0, -2)}xx`,
      unsubscribeToken('another-secret-0123456789abcdef0123456789abcdef', member(), 'invoices'),
      'nonsense',
    ];
    for (const bad of tampered) {
      const res = await oneClick(`/portal/unsubscribe/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found', status: 404 } });
      expect((await t.request(`/portal/unsubscribe/${bad}`)).status).toBe(404);
    }
    expect(await stored()).toBeUndefined();
    const gone = unsubscribeToken(SECRET, { kind: 'member', id: 'mem_gone' }, 'invoices');
    expect((await oneClick(`/portal/unsubscribe/${gone}`)).status).toBe(404);
  });

  it('twenty one-click POSTs at once leave the category off with one note', async () => {
    const path = pathOf(member(), 'order_updates');
    const answers = await Promise.all(Array.from({ length: 20 }, () => oneClick(path)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const row = await stored();
    expect(row!.categories.order_updates).toBe('off');
    expect(row!.turnedOffByLink).toEqual([{ category: 'order_updates', at: T0.toISOString() }]);
  });

  it('limits how often one client may ask', async () => {
    const path = '/portal/unsubscribe/nonsense';
    for (let i = 0; i < UNSUBSCRIBES_PER_CLIENT_PER_MINUTE; i++) expect((await t.request(path)).status).toBe(404);
    const limited = await t.request(path);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited', limit: 'minute' } });
  });
});
