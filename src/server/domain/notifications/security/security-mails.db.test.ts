import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail';
import { signInDevices } from '#server/db/schema/notifications';
import { inviteAndJoin, latestMailTo, sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { T0, type V1Client } from '#server/testing/v1-test-kit';

const PORTAL = 'https://portal.example.test';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('security mail', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeEach(async () => {
    t = await createTestApp({ now: T0, config: { portalUrl: PORTAL } });
    account = await t.createAccount({ name: 'Northwind' });
  });
  afterEach(async () => {
    await t.close();
  });

  const securityMails = () =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'security')).orderBy(mailOutbox.createdAt, mailOutbox.toAddress);

  async function signInFrom(userAgent: string | null, password = account.password) {
    t.clock.advance(1000);
    const res = await t.request('/portal/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(userAgent !== null && { 'User-Agent': userAgent }) },
      body: JSON.stringify({ email: account.email, password }),
    });
    return res.status;
  }

  describe('a sign-in from a new device', () => {
    it('is not news on the first sign-in ever, nor again from the same device', async () => {
      expect(await signInFrom(CHROME_ANDROID)).toBe(200);
      expect(await signInFrom(CHROME_ANDROID)).toBe(200);
      expect(await securityMails()).toEqual([]);
      const devices = await t.db.select().from(signInDevices).where(eq(signInDevices.userId, account.userId));
      expect(devices).toHaveLength(1);
    });

    it('is mailed to the person, with the device in words, the address and the link to their sessions', async () => {
      expect(await signInFrom(FIREFOX_MAC)).toBe(200);
      expect(await signInFrom(CHROME_ANDROID)).toBe(200);
      const mails = await securityMails();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        toAddress: account.email,
        accountId: account.accountId,
        subject: 'New sign-in to Whetstone from Chrome on Android',
        headers: null,
      });
      expect(mail!.text).toContain(`${PORTAL}/settings/security`);
      expect(mail!.text).not.toContain('Turn these off');
      // Back on the first device: known, so no mail.
      expect(await signInFrom(FIREFOX_MAC)).toBe(200);
      expect(await securityMails()).toHaveLength(1);
    });

    it('counts a sign-in without a User-Agent as one device of its own', async () => {
      expect(await signInFrom(FIREFOX_MAC)).toBe(200);
      expect(await signInFrom(null)).toBe(200);
      expect(await signInFrom(null)).toBe(200);
      const mails = await securityMails();
      expect(mails.map((mail) => mail.subject)).toEqual(['New sign-in to Whetstone from Unknown device']);
    });

    it('is neither noted nor mailed when the password is wrong', async () => {
      expect(await signInFrom(FIREFOX_MAC)).toBe(200);
      expect(await signInFrom(CHROME_ANDROID, 'not the password at all')).toBe(401);
      expect(await securityMails()).toEqual([]);
      expect(await t.db.select().from(signInDevices).where(eq(signInDevices.userId, account.userId))).toHaveLength(1);
    });
  });

  describe('an API key created', () => {
    let owner: V1Client;
    beforeEach(async () => {
      owner = sessionClient(t, await account.signIn());
    });

    it('is mailed to every owner and admin, with its name, scopes and maker, never its secret', async () => {
      const admin = await account.addMember({ role: 'admin' });
      const manager = await account.addMember({ role: 'manager' });
      const created = await owner.call('POST', '/portal/api-keys', {
        name: 'Warehouse sync',
        scopes: ['parts:read', 'orders:write'],
        expires_at: null,
      });
      expect(created.status).toBe(201);
      const mails = await securityMails();
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([account.email, admin.email].sort());
      expect(mails.map((mail) => mail.toAddress)).not.toContain(manager.email);
      for (const mail of mails) {
        expect(mail.subject).toBe('New API key “Warehouse sync” in Northwind');
        expect(mail.text).toContain('Test User 1 created the API key “Warehouse sync”');
        expect(mail.text).toContain('orders:write');
        expect(mail.text).toContain(`${PORTAL}/settings/api-keys`);
        expect(mail.text).not.toContain(created.body.data.secret);
        expect(mail.html).not.toContain(created.body.data.secret);
      }
    });

    it('is not mailed when the key is refused', async () => {
      await account.addMember({ role: 'admin' });
      const refused = await owner.call('POST', '/portal/api-keys', { name: '', scopes: ['no:such'], expires_at: null });
      expect(refused.status).toBe(422);
      expect(await securityMails()).toEqual([]);
    });

    it('is not mailed for the keys the service makes itself', async () => {
      await account.createKey(['parts:read']);
      expect(await securityMails()).toEqual([]);
    });
  });

  describe('a member added', () => {
    let owner: V1Client;
    beforeEach(async () => {
      owner = sessionClient(t, await account.signIn());
    });

    it('is mailed to the owners and admins, not to the newcomer', async () => {
      const admin = await account.addMember({ role: 'admin' });
      await inviteAndJoin(t, owner, { email: 'chef@example.test', role: 'admin', sites: 'all' }, 'Casey Chef');
      const mails = await securityMails();
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([account.email, admin.email].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('Casey Chef joined Northwind as admin');
        expect(mail.text).toContain('chef@example.test');
        expect(mail.text).toContain(`${PORTAL}/settings/members`);
      }
    });

    it('is not mailed when accepting is refused', async () => {
      const invited = await owner.call('POST', '/portal/invitations', {
        email: 'chef@example.test',
        role: 'manager',
        sites: 'all',
      });
      expect(invited.status).toBe(201);
      const { token } = await latestMailTo(t, 'chef@example.test');
      const refused = await sessionClient(t, null).call('POST', '/portal/invitations/accept', { token, name: 'Casey Chef' });
      expect(refused.status).toBe(422);
      expect(await securityMails()).toEqual([]);
    });
  });
});
