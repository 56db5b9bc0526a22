import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts';
import { recoveryCodes } from '#server/db/schema/sign-in';
import { auditEvents } from '#server/db/schema/audit';
import { mailOutbox } from '#server/db/schema/mail';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { auditActions, latestMailTo, sessionClient } from '#server/testing/team-kit';
import { appCode, signInWithCode, turnOnTwoFactor } from '#server/testing/two-factor-kit';

describe('/portal/two-factor', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('sets up with a code from the scanned secret, seals the secret and keeps only hashes of the recovery codes', async () => {
    const account = await t.createAccount();
    const owner = sessionClient(t, await account.signIn());
    expect((await owner.call('GET', '/portal/two-factor')).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required_by_account: false,
    });
    const setup = await owner.call('POST', '/portal/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.data.otpauth_url).toBe(
      `otpauth://totp/Whetstone:${encodeURIComponent(account.email)}?issuer=Whetstone&secret=${setup.body.data.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Only a confirmed secret counts: setting up alone changes nothing.
    expect((await owner.call('GET', '/portal/session')).body.data.two_factor).toEqual({ enabled: false, required: false });

    const wrong = await owner.call('POST', '/portal/two-factor/enable', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details[0]).toMatchObject({ field: 'code', code: 'invalid_value' });

    const enabled = await owner.call('POST', '/portal/two-factor/enable', { code: appCode(t, setup.body.data.secret) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    const [person] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(person?.totpSecretSealed).toMatch(/^v1\./);
    expect(person?.totpSecretSealed).not.toContain(setup.body.data.secret);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.userId));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.map((code) => code.replace('-', ''))).not.toContain(row.codeHash);

    expect((await owner.call('GET', '/portal/two-factor')).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await owner.call('GET', '/portal/session')).body.data.two_factor).toEqual({ enabled: true, required: false });
    expect(await auditActions(t, account.accountId)).toContain('two_factor.enabled');
    expect((await latestMailTo(t, account.email)).mail.kind).toBe('two_factor_enabled');
    // Neither the secret nor a recovery code is written anywhere but the answer.
    const written = JSON.stringify([await t.db.select().from(auditEvents), await t.db.select().from(mailOutbox)]);
    for (const secretText of [setup.body.data.secret, ...codes]) expect(written).not.toContain(secretText);
    // Set up twice is refused: it would move sign-in to another app without the old one's code.
    expect((await owner.call('POST', '/portal/two-factor/setup')).status).toBe(403);
  });

  it('turns off only with the password and a code, mails the person and writes the audit log', async () => {
    const account = await t.createAccount();
    const owner = sessionClient(t, await account.signIn());
    const { secret } = await turnOnTwoFactor(t, owner);
    const bothWrong = await owner.call('POST', '/portal/two-factor/disable', { password: 'not it', code: '000000' });
    expect(bothWrong.status).toBe(422);
    expect(bothWrong.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['code', 'password']);
    const missing = await owner.call('POST', '/portal/two-factor/disable', {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['code', 'password']);

    const off = await owner.call('POST', '/portal/two-factor/disable', { password: account.password, code: appCode(t, secret) });
    expect(off.status).toBe(204);
    expect((await owner.call('GET', '/portal/two-factor')).body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await auditActions(t, account.accountId)).toContain('two_factor.disabled');
    const { mail } = await latestMailTo(t, account.email);
    expect(mail.kind).toBe('two_factor_disabled');
    expect(mail.subject).toMatch(/turned off/);
    expect(mail.text).toContain('reset your password');
    const plain = await sessionClient(t, null).call('POST', '/portal/session', {
      email: account.email,
      password: account.password,
    });
    expect(plain.body.data.csrf_token).toEqual(expect.any(String));
  });

  it('makes new recovery codes for a code; the old ones stop working', async () => {
    const account = await t.createAccount();
    const owner = sessionClient(t, await account.signIn());
    const { secret, recoveryCodes: old } = await turnOnTwoFactor(t, owner);
    const renewed = await owner.call('POST', '/portal/two-factor/recovery-codes', { code: appCode(t, secret) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    const withOld = await signInWithCode(t, account.email, account.password, () => old[0]!);
    expect(withOld.second.status).toBe(401);
    const withNew = await signInWithCode(t, account.email, account.password, () => renewed.body.data.recovery_codes[0]);
    expect(withNew.second.status).toBe(200);
    expect(await auditActions(t, account.accountId)).toContain('two_factor.recovery_codes_regenerated');
  });

  it('needs the CSRF token and a portal session; an API key cannot reach it', async () => {
    const account = await t.createAccount();
    const session = await account.signIn();
    const noCsrf = await t.request('/portal/two-factor/setup', { method: 'POST', headers: { Cookie: session.cookie } });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    const key = await account.createKey(['parts:read']);
    const byKey = await t.request('/portal/two-factor', { headers: { Authorization: `Bearer ${key}` } });
    expect(byKey.status).toBe(403);
    expect((await t.request('/portal/two-factor')).status).toBe(401);
  });

  describe('an owner requiring it of every member', () => {
    it('is for owners who have it themselves', async () => {
      const account = await t.createAccount();
      const owner = sessionClient(t, await account.signIn());
      const admin = sessionClient(t, await (await account.addMember({ role: 'admin' })).signIn());
      expect((await admin.call('PUT', '/portal/two-factor/requirement', { required: true })).status).toBe(403);
      const ownerWithout = await owner.call('PUT', '/portal/two-factor/requirement', { required: true });
      expect(ownerWithout.status).toBe(403);
      expect(ownerWithout.body.error.message).toMatch(/for yourself/);
      const ownerRow = () =>
        owner.call('GET', '/portal/members').then((res) => res.body.data.find((m: { id: string }) => m.id === account.memberId));
      expect((await ownerRow()).two_factor).toBe(false);
      await turnOnTwoFactor(t, owner);
      // The Members list shows who signs in with a second factor.
      expect((await ownerRow()).two_factor).toBe(true);
      const on = await owner.call('PUT', '/portal/two-factor/requirement', { required: true });
      expect(on.status).toBe(200);
      expect(on.body.data.required_by_account).toBe(true);
      expect(await auditActions(t, account.accountId)).toContain('two_factor.requirement_changed');
    });

    it('lets a member without it do nothing but set it up, then opens everything', async () => {
      const account = await t.createAccount();
      const owner = sessionClient(t, await account.signIn());
      await turnOnTwoFactor(t, owner);
      await owner.call('PUT', '/portal/two-factor/requirement', { required: true });
      const chef = await account.addMember({ role: 'manager' });
      const signedIn = await sessionClient(t, null).call('POST', '/portal/session', {
        email: chef.email,
        password: account.password,
      });
      expect(signedIn.body.data.two_factor).toEqual({ enabled: false, required: true });
      const member = sessionClient(t, await chef.signIn());
      const parts = await member.call('GET', '/v1/parts');
      expect(parts.status).toBe(403);
      expect(parts.body.error.message).toMatch(/requires two-factor/);
      expect((await member.call('GET', '/portal/members')).status).toBe(403);
      expect((await member.call('GET', '/portal/sessions')).status).toBe(200);

      const { secret } = await turnOnTwoFactor(t, member);
      expect((await member.call('GET', '/v1/parts')).status).toBe(200);
      // Required, so it cannot be turned off again.
      const off = await member.call('POST', '/portal/two-factor/disable', {
        password: account.password,
        code: appCode(t, secret),
      });
      expect(off.status).toBe(403);
      expect(off.body.error.message).toMatch(/requires two-factor/);
    });
  });

  it('asks a person with two-factor for their code before an invitation adds them by password', async () => {
    const first = await t.createAccount({ name: 'First kitchen' });
    const person = sessionClient(t, await first.signIn());
    await turnOnTwoFactor(t, person);
    const second = await t.createAccount({ name: 'Second kitchen' });
    const owner = sessionClient(t, await second.signIn());
    expect((await owner.call('POST', '/portal/invitations', { email: first.email, role: 'viewer', sites: 'all' })).status).toBe(
      201,
    );
    const { token } = await latestMailTo(t, first.email);
    const accepted = await sessionClient(t, null).call('POST', '/portal/invitations/accept', { token, password: first.password });
    expect(accepted.status).toBe(401);
    expect(accepted.body.error.message).toMatch(/two-factor/);
  });
});
