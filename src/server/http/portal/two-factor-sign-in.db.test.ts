import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { auditActions, sessionClient, sessionFrom } from '#server/testing/team-kit';
import { appCode, challengeFrom, signInWithCode, turnOnTwoFactor } from '#server/testing/two-factor-kit';

describe('signing in with a second factor', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function personWithTwoFactor() {
    const account = await t.createAccount();
    const owner = sessionClient(t, await account.signIn());
    const factor = await turnOnTwoFactor(t, owner);
    return { account, owner, ...factor };
  }

  it('asks for a code after the password, and makes no session until it is right', async () => {
    const { account, secret } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { two_factor_required: true } });
    const setCookie = first.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^ws_sign_in=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('ws_session=');
    // The challenge is not a session, under either name.
    const asSession = challengeFrom(first).replace('ws_sign_in=', 'ws_session=');
    expect((await anonymous.call('GET', '/portal/session', undefined, { Cookie: asSession })).status).toBe(401);
    expect((await anonymous.call('GET', '/v1/parts', undefined, { Cookie: challengeFrom(first) })).status).toBe(401);

    const second = await anonymous.call(
      'POST',
      '/portal/session/two-factor',
      { code: appCode(t, secret) },
      { Cookie: challengeFrom(first) },
    );
    expect(second.status).toBe(200);
    expect(second.body.data.two_factor).toEqual({ enabled: true, required: false });
    expect(second.headers.get('Set-Cookie')).toMatch(/ws_session=[\w-]{40,}/);
    const signedIn = sessionClient(t, sessionFrom(second));
    expect((await signedIn.call('GET', '/portal/session')).status).toBe(200);
    expect((await signedIn.call('GET', '/v1/parts')).status).toBe(200);
  });

  it('takes each app code once, and one step either side of now', async () => {
    const { account, secret } = await personWithTwoFactor();
    const code = appCode(t, secret);
    const used = await signInWithCode(t, account.email, account.password, () => code);
    expect(used.second.status).toBe(200);
    const replayed = await signInWithCode(t, account.email, account.password, () => code);
    expect(replayed.second.status).toBe(401);
    expect(replayed.second.body.error.details[0].field).toBe('code');
    const nextStep = await signInWithCode(t, account.email, account.password, () => appCode(t, secret, 30_000));
    expect(nextStep.second.status).toBe(200);
    const farAhead = await signInWithCode(t, account.email, account.password, () => appCode(t, secret, 120_000));
    expect(farAhead.second.status).toBe(401);
  });

  it('refuses a wrong code with the field named, and writes a failed sign-in', async () => {
    const { account, secret } = await personWithTwoFactor();
    const wrongCode = String((Number(appCode(t, secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await signInWithCode(t, account.email, account.password, () => wrongCode);
    expect(wrong.second.status).toBe(401);
    expect(wrong.second.body.error).toMatchObject({
      code: 'unauthenticated',
      details: [{ field: 'code', code: 'invalid_value' }],
    });
    expect(wrong.second.headers.get('Set-Cookie') ?? '').not.toContain('ws_session=');
    expect(await auditActions(t, account.accountId)).toContain('session.sign_in_failed');
  });

  it('keeps the challenge through four wrong codes: the fifth try may still be right', async () => {
    const { account, secret } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    const cookie = { Cookie: challengeFrom(first) };
    for (let i = 0; i < 4; i++) {
      const wrong = await anonymous.call('POST', '/portal/session/two-factor', { code: '000000' }, cookie);
      expect(wrong.body.error.details[0].field).toBe('code');
    }
    const right = await anonymous.call('POST', '/portal/session/two-factor', { code: appCode(t, secret) }, cookie);
    expect(right.status).toBe(200);
  });

  it('ends the challenge after five wrong codes: the password must come again', async () => {
    const { account, secret } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    const cookie = { Cookie: challengeFrom(first) };
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.call('POST', '/portal/session/two-factor', { code: '000000' }, cookie)).status).toBe(401);
    }
    t.clock.advance(61_000);
    const late = await anonymous.call('POST', '/portal/session/two-factor', { code: appCode(t, secret) }, cookie);
    expect(late.status).toBe(401);
    expect(late.body.error.details).toBeUndefined();
    expect(late.body.error.message).toMatch(/email and password again/);
  });

  it('throttles codes per person like passwords: the sixth in a minute waits, even a right one', async () => {
    const { account, secret } = await personWithTwoFactor();
    for (let i = 0; i < 5; i++) {
      const wrong = await signInWithCode(t, account.email, account.password, () => '000000');
      expect(wrong.second.status).toBe(401);
    }
    const sixth = await signInWithCode(t, account.email, account.password, () => appCode(t, secret));
    expect(sixth.second.status).toBe(429);
    expect(Number(sixth.second.headers.get('Retry-After'))).toBeGreaterThan(0);
    t.clock.advance(60_000);
    const later = await signInWithCode(t, account.email, account.password, () => appCode(t, secret));
    expect(later.second.status).toBe(200);
  });

  it('lets the challenge lapse after five minutes', async () => {
    const { account, secret } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    t.clock.advance(5 * 60_000 + 1000);
    const late = await anonymous.call(
      'POST',
      '/portal/session/two-factor',
      { code: appCode(t, secret) },
      { Cookie: challengeFrom(first) },
    );
    expect(late.status).toBe(401);
    expect(late.body.error.details).toBeUndefined();
  });

  it('takes a recovery code once, and counts what is left', async () => {
    const { account, owner, recoveryCodes } = await personWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes[3]!;
    const first = await signInWithCode(t, account.email, account.password, () => code.toUpperCase().replace('-', ' '));
    expect(first.second.status).toBe(200);
    const again = await signInWithCode(t, account.email, account.password, () => code);
    expect(again.second.status).toBe(401);
    const status = await owner.call('GET', '/portal/two-factor');
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_left: 9 });
    expect(await auditActions(t, account.accountId)).toContain('two_factor.recovery_code_used');
  });

  it('gives one session for two right codes at once (the challenge is taken once)', async () => {
    const { account, recoveryCodes } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    const cookie = { Cookie: challengeFrom(first) };
    const answers = await Promise.all(
      [recoveryCodes[0]!, recoveryCodes[1]!].map((code) =>
        anonymous.call('POST', '/portal/session/two-factor', { code }, cookie),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('takes one app code once across two server processes racing with it', async () => {
    const { account, secret } = await personWithTwoFactor();
    const second = await t.secondInstance();
    const anonymous = sessionClient(t, null);
    const challenges = [
      await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password }),
      await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password }),
    ].map(challengeFrom);
    const code = appCode(t, secret);
    const send = (request: TestApp['request'], cookie: string) =>
      request('/portal/session/two-factor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ code }),
      });
    const answers = await Promise.all([send(t.request, challenges[0]!), send(second.request, challenges[1]!)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('answers every problem of a bad body at once, and no 500 for hostile input', async () => {
    const { account } = await personWithTwoFactor();
    const anonymous = sessionClient(t, null);
    const first = await anonymous.call('POST', '/portal/session', { email: account.email, password: account.password });
    const cookie = { Cookie: challengeFrom(first) };
    const bad = await anonymous.call('POST', '/portal/session/two-factor', { code: 12, extra: true }, cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['code', 'extra']);
    for (const code of ['x'.repeat(64), '\u0000\u0001', '💥💥💥💥💥💥', "' or 1=1 --"]) {
      expect((await anonymous.call('POST', '/portal/session/two-factor', { code }, cookie)).status).toBeLessThan(500);
    }
  });
});
