import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { passwordResetPreviewResponseSchema } from '#contract/sign-in-security';
import { newId, randomToken, sha256Hex } from '#server/auth/tokens';
import { accounts, sessions, users } from '#server/db/schema/accounts';
import { auditEvents } from '#server/db/schema/audit';
import { passwordResets, signInChallenges } from '#server/db/schema/sign-in';
import { sendDueMail } from '#server/domain/mail/mail-worker';
import { smtpSender } from '#server/domain/mail/smtp-send';
import { insertMember } from '#server/domain/members/new-member';
import { startSmtpReceiver } from '#server/testing/smtp-receiver';
import { askForReset, completeReset, latestResetToken, resetMailsTo } from '#server/testing/reset-kit';
import { sessionClient } from '#server/testing/team-kit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new long password';

describe('password reset links', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
    account = await t.createAccount({ name: 'Northwind' });
  });
  afterEach(async () => {
    await t.close();
  });

  const lookup = (token: string) => sessionClient(t, null).call('POST', '/portal/password-reset/preview', { token });
  const signIn = (password: string) => sessionClient(t, null).call('POST', '/portal/session', { email: account.email, password });

  async function newLink(): Promise<string> {
    expect((await askForReset(t, account.email)).status).toBe(202);
    const token = await latestResetToken(t, account.email);
    t.clock.advance(1000);
    return token;
  }

  it('shows whose link it is until it is used, then answers 410 used', async () => {
    const token = await newLink();
    const preview = await lookup(token);
    expect(preview.status).toBe(200);
    expect(passwordResetPreviewResponseSchema.parse(preview.body).data).toEqual({
      email: account.email,
      expires_at: '2026-03-02T10:00:00.000Z',
    });
    expect((await completeReset(t, token, NEW_PASSWORD)).status).toBe(204);
    for (const res of [await lookup(token), await completeReset(t, token, 'yet another long password')]) {
      expect(res.status).toBe(410);
      expect(errorBodySchema.parse(res.body).error.code).toBe('password_reset_used');
    }
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 404 for a token it never made', async () => {
    for (const res of [await lookup(randomToken()), await completeReset(t, randomToken(), NEW_PASSWORD)]) {
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.body).error.code).toBe('not_found');
    }
    const noToken = await sessionClient(t, null).call('POST', '/portal/password-reset/preview', {});
    expect(noToken.status).toBe(422);
  });

  it('stops working after an hour', async () => {
    const token = await newLink();
    t.clock.advance(60 * MINUTE - 2000);
    expect((await lookup(token)).status).toBe(200);
    t.clock.advance(1000);
    for (const res of [await lookup(token), await completeReset(t, token, NEW_PASSWORD)]) {
      expect(res.status).toBe(410);
      expect(errorBodySchema.parse(res.body).error.code).toBe('password_reset_expired');
    }
    expect((await signIn(account.password)).status).toBe(200);
  });

  it('retires an older link when a newer one is made', async () => {
    const older = await newLink();
    const newer = await newLink();
    const refused = await completeReset(t, older, NEW_PASSWORD);
    expect(refused.status).toBe(410);
    expect(errorBodySchema.parse(refused.body).error.code).toBe('password_reset_used');
    expect((await completeReset(t, newer, NEW_PASSWORD)).status).toBe(204);
  });

  it('ends every session and pending sign-in of the person, in every account; only the new password signs in', async () => {
    // The same person is also a member of a second account, signed in there too.
    const other = newId('acct');
    await t.db.insert(accounts).values({ id: other, name: 'Southwind', plan: 'enterprise', createdAt: t.clock.now() });
    const otherMemberId = await insertMember(t.db, {
      accountId: other,
      userId: account.userId,
      role: 'viewer',
      siteIds: null,
      now: t.clock.now(),
    });
    const first = await account.signIn();
    const second = await account.signIn();
    const secondToken = second.cookie.split('=')[1] ?? '';
    await t.db
      .update(sessions)
      .set({ accountId: other })
      .where(eq(sessions.tokenHash, sha256Hex(secondToken)));
    const colleague = await account.addMember({ role: 'admin' });
    const colleagueSession = await colleague.signIn();
    await t.db.insert(signInChallenges).values({
      tokenHash: sha256Hex(randomToken()),
      userId: account.userId,
      accountId: account.accountId,
      memberId: account.memberId,
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 5 * MINUTE),
    });
    const [before] = await t.db.select().from(users).where(eq(users.id, account.userId));

    const token = await newLink();
    const done = await completeReset(t, token, NEW_PASSWORD, { Cookie: first.cookie, 'User-Agent': 'Reset Browser 1.0' });
    expect(done.status).toBe(204);
    expect(done.headers.get('Set-Cookie')).toMatch(/^ws_session=;.*Max-Age=0/);

    for (const session of [first, second]) {
      expect((await sessionClient(t, session).call('GET', '/portal/session')).status).toBe(401);
    }
    expect((await sessionClient(t, colleagueSession).call('GET', '/portal/session')).status).toBe(200);
    expect(await t.db.select().from(signInChallenges).where(eq(signInChallenges.userId, account.userId))).toHaveLength(0);
    // Not signed in by the reset, and two-factor is left as it was.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(0);
    const [after] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(after!.twoFactorEnabledAt).toEqual(before!.twoFactorEnabledAt);
    expect(after!.totpSecretSealed).toEqual(before!.totpSecretSealed);

    const old = await signIn(account.password);
    expect(old.status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);

    const entries = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'password.reset'));
    expect(entries.map((entry) => [entry.accountId, entry.actorId, entry.targetId, entry.userAgent]).sort()).toEqual(
      [
        [account.accountId, account.memberId, account.memberId, 'Reset Browser 1.0'],
        [other, otherMemberId, otherMemberId, 'Reset Browser 1.0'],
      ].sort(),
    );
    expect(entries.every((entry) => entry.actorType === 'member' && entry.actorName === 'Test User 1')).toBe(true);
  });

  it('mails the person that their password was changed', async () => {
    const receiver = await startSmtpReceiver();
    const sender = smtpSender(receiver.url, 'Whetstone <no-reply@whetstone.test>');
    try {
      const token = await newLink();
      expect((await completeReset(t, token, NEW_PASSWORD, { 'User-Agent': 'Reset Browser 1.0' })).status).toBe(204);
      const [changed] = await resetMailsTo(t, account.email, 'password_changed');
      expect(changed!.mail.accountId).toBe(account.accountId);
      expect(await sendDueMail(t.deps, sender)).toBe(2);
      await receiver.waitFor(2);
      const mail = receiver.received.find((received) => received.subject === 'Your Whetstone password was changed');
      expect(mail!.to).toEqual([account.email]);
      expect(mail!.text).toContain('Mon, 02 Mar 2026 09:00:01 GMT');
      expect(mail!.text).toContain('Reset Browser 1.0');
      expect(mail!.text).toContain(
        'If this was not you, reset your password again now, and tell the owner of your Whetstone account.',
      );
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('lets exactly one of two concurrent completions through', async () => {
    const token = await newLink();
    const results = await Promise.all([
      completeReset(t, token, NEW_PASSWORD),
      completeReset(t, token, 'the other long password'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([204, 410]);
    expect(await resetMailsTo(t, account.email, 'password_changed')).toHaveLength(1);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'password.reset'))).toHaveLength(1);
    const winner = results[0]!.status === 204 ? NEW_PASSWORD : 'the other long password';
    expect((await signIn(winner)).status).toBe(200);
  });

  it('claims the link in one statement even when two servers race past the first check', async () => {
    const token = await newLink();
    const second = await t.secondInstance();
    const body = (password: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password }),
    });
    const results = await Promise.all([
      t.request('/portal/password-reset/complete', body(NEW_PASSWORD)),
      second.request('/portal/password-reset/complete', body('the other long password')),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([204, 410]);
    const rows = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256Hex(token)));
    expect(rows[0]!.usedAt).not.toBeNull();
  });

  it('names every problem of a malformed completion at once, and never answers 500', async () => {
    const token = await newLink();
    const empty = await sessionClient(t, null).call('POST', '/portal/password-reset/complete', {});
    expect(empty.status).toBe(422);
    expect(
      errorBodySchema
        .parse(empty.body)
        .error.details?.map((detail) => [detail.field, detail.code])
        .sort(),
    ).toEqual([
      ['password', 'required'],
      ['token', 'required'],
    ]);
    const wrongTypes = await completeReset(t, 7, 123_456_789_012_345);
    expect(wrongTypes.status).toBe(422);
    expect(
      errorBodySchema
        .parse(wrongTypes.body)
        .error.details?.map((detail) => [detail.field, detail.code])
        .sort(),
    ).toEqual([
      ['password', 'invalid_type'],
      ['token', 'invalid_type'],
    ]);
    const short = await completeReset(t, token, 'short');
    expect(short.status).toBe(422);
    expect(errorBodySchema.parse(short.body).error.details).toEqual([
      expect.objectContaining({ field: 'password', code: 'too_short' }),
    ]);
    const control = await completeReset(t, token, 'a long password\u0000 with a NUL');
    expect(control.status).toBe(422);
    expect(errorBodySchema.parse(control.body).error.details).toEqual([
      expect.objectContaining({ field: 'password', code: 'invalid_characters' }),
    ]);
    // None of that used the link up.
    expect((await completeReset(t, token, NEW_PASSWORD)).status).toBe(204);
    // Up to 1024 characters, no more.
    const longLink = await newLink();
    expect((await completeReset(t, longLink, 'x'.repeat(1025))).status).toBe(422);
    expect((await completeReset(t, longLink, 'x'.repeat(1024))).status).toBe(204);
  });
});
