import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { passwordResets } from '#server/db/schema/sign-in';
import { rateLimitCounters } from '#server/db/schema/request-limits';
import { sendDueMail } from '#server/domain/mail/mail-worker';
import { smtpSender } from '#server/domain/mail/smtp-send';
import { startSmtpReceiver } from '#server/testing/smtp-receiver';
import { askForReset, resetMailsTo } from '#server/testing/reset-kit';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { RESET_REQUEST_FLOOR_MS } from './password-reset-routes';

const PORTAL_URL = 'https://portal.whetstone.example';
const MINUTE = 60_000;

describe('POST /portal/password-reset', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z'), config: { portalUrl: PORTAL_URL } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const account = await t.createAccount();
    const known = await askForReset(t, `  ${account.email.toUpperCase()} `);
    const unknown = await askForReset(t, 'nobody@example.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ data: { status: 'accepted' } });
    expect(unknown.body).toEqual(known.body);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    const mails = await resetMailsTo(t, account.email);
    expect(mails).toHaveLength(1);
    // Addressed to the person alone: an account's owners reading its caught mail must not see the link.
    expect(mails[0]!.mail.accountId).toBeNull();
    expect(await resetMailsTo(t, 'nobody@example.test')).toHaveLength(0);
    // Only a hash of the token is kept.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, account.userId));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(mails[0]!.token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * MINUTE);
  });

  it('takes the same time, at least the floor, for a known and an unknown address', async () => {
    const account = await t.createAccount();
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 5; i++) {
      for (const [which, email] of [
        ['known', account.email],
        ['unknown', `nobody${i}@example.test`],
      ] as const) {
        const started = performance.now();
        expect((await askForReset(t, email)).status).toBe(202);
        times[which].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const values of Object.values(times))
      for (const ms of values) expect(ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 1);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(60);
    // The known address really did the extra work the floor hides.
    expect(await resetMailsTo(t, account.email)).toHaveLength(5);
  });

  it('mails a link under the configured portal URL over SMTP, whatever Host the request named', async () => {
    const receiver = await startSmtpReceiver();
    const sender = smtpSender(receiver.url, 'Whetstone <no-reply@whetstone.test>');
    try {
      const account = await t.createAccount();
      const res = await t.app.request('http://attacker.example/portal/password-reset', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Host: 'attacker.example',
          'X-Forwarded-Host': 'attacker.example',
          Origin: 'http://attacker.example',
        },
        body: JSON.stringify({ email: account.email }),
      });
      expect(res.status).toBe(202);
      expect(await sendDueMail(t.deps, sender)).toBe(1);
      await receiver.waitFor(1);
      const [mail] = receiver.received;
      expect(mail!.to).toEqual([account.email]);
      expect(mail!.subject).toBe('Reset your Whetstone password');
      const links = [...mail!.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(new RegExp(`^${PORTAL_URL}/password-reset/[A-Za-z0-9_-]{43}$`));
      expect(mail!.html).toContain(`href="${links[0]}"`);
      expect(mail!.html + mail!.text).not.toContain('attacker');
      expect(mail!.text).toContain('works once, for an hour');
      expect(mail!.text).toContain('If you did not ask for it, ignore this mail');
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('sends at most five mails a day to one address, answering the sixth as any other', async () => {
    const account = await t.createAccount();
    for (let i = 0; i < 6; i++) {
      const res = await askForReset(t, account.email);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: { status: 'accepted' } });
      t.clock.advance(MINUTE);
    }
    expect(await resetMailsTo(t, account.email)).toHaveLength(5);
    t.clock.advance(24 * 60 * MINUTE);
    expect((await askForReset(t, account.email)).status).toBe(202);
    expect(await resetMailsTo(t, account.email)).toHaveLength(6);
  });

  it('answers 429 with Retry-After past 20 requests a minute from one client', async () => {
    for (let i = 0; i < 20; i++) expect((await askForReset(t, `person${i}@example.test`)).status).toBe(202);
    const blocked = await askForReset(t, 'one-more@example.test');
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.body).error.code).toBe('rate_limited');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    t.clock.advance(retryAfter * 1000);
    expect((await askForReset(t, 'one-more@example.test')).status).toBe(202);
  });

  it('answers 202 for control characters or an over-long address, touching nothing', async () => {
    const account = await t.createAccount();
    for (const email of [`${account.email}\u0000`, `\u0007${account.email}`, `${'a'.repeat(400)}@example.test`]) {
      const res = await askForReset(t, email);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: { status: 'accepted' } });
    }
    expect(await resetMailsTo(t, account.email)).toHaveLength(0);
    expect(await t.db.select().from(rateLimitCounters)).toHaveLength(0);
  });

  it('names every problem of a malformed body at once, and never answers 500', async () => {
    const call = (body: string) =>
      t.request('/portal/password-reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const missing = await call('{"extra": 1}');
    expect(missing.status).toBe(422);
    const details = errorBodySchema.parse(await missing.json()).error.details ?? [];
    expect(details.map((detail) => [detail.field, detail.code]).sort()).toEqual([
      ['email', 'required'],
      ['extra', 'unknown_field'],
    ]);
    const wrongType = await call('{"email": 42}');
    expect(wrongType.status).toBe(422);
    expect(errorBodySchema.parse(await wrongType.json()).error.details).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalid_type' }),
    ]);
    expect((await call('not json')).status).toBe(400);
    expect((await call('[]')).status).toBe(422);
    expect((await call('{"email": null}')).status).toBe(422);
  });
});
