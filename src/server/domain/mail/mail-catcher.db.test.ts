import { desc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caughtMail } from '#server/db/schema/mail';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { CAUGHT_MAIL_KEEP, insertCaughtMail, pruneCaughtMail } from './caught-mail-store';
import { enqueueMail } from './enqueue-mail';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { sendDueMail } from './mail-worker';
import { smtpSender } from './smtp-send';

let t: TestApp;
let catcher: MailCatcher;

beforeEach(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
  catcher = await startMailCatcher(t.deps);
});
afterEach(async () => {
  await catcher.close();
  await t.close();
});

describe('the built-in mail catcher', () => {
  it('receives over SMTP and stores each message with its outbox id, envelope, parts and Message-ID', async () => {
    expect(catcher.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const id = await enqueueMail(
      t.db,
      { accountId: null, kind: 'test', to: 'pat@example.test', subject: 'Hi', html: '<p>Hi <b>there</b></p>', text: 'Hi there' },
      t.clock.now(),
    );
    const sender = smtpSender(catcher.url, 'Whetstone <no-reply@whetstone.test>');
    try {
      expect(await sendDueMail(t.deps, sender)).toBe(1);
    } finally {
      sender.close();
    }
    const rows = await t.db.select().from(caughtMail);
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^cmail_/),
        outboxId: id,
        mailFrom: 'no-reply@whetstone.test',
        rcptTo: ['pat@example.test'],
        subject: 'Hi',
        html: '<p>Hi <b>there</b></p>',
        text: 'Hi there',
        messageId: `<${id}@whetstone.test>`,
        headers: {},
        receivedAt: t.clock.now(),
      },
    ]);
  });

  it('keeps the headers a mail program acts on: List-Unsubscribe and its one-click Post, by lower-cased name', async () => {
    const unsubscribe = `<https://portal.test/notifications/unsubscribe?token=${'t'.repeat(120)}>, <mailto:unsubscribe@whetstone.test>`;
    await enqueueMail(
      t.db,
      {
        accountId: null,
        kind: 'test',
        to: 'pat@example.test',
        subject: 'Pickup tomorrow',
        html: '<p>Hi</p>',
        text: 'Hi',
        headers: {
          'List-Unsubscribe': unsubscribe,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Other': 'not kept',
        },
      },
      t.clock.now(),
    );
    const sender = smtpSender(catcher.url, 'Whetstone <no-reply@whetstone.test>');
    try {
      expect(await sendDueMail(t.deps, sender)).toBe(1);
    } finally {
      sender.close();
    }
    const [row] = await t.db.select({ headers: caughtMail.headers }).from(caughtMail);
    // The long value was folded over lines on the wire; it is kept unfolded, as sent.
    expect(row!.headers).toEqual({ 'list-unsubscribe': unsubscribe, 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' });
  });

  it('keeps the newest messages of the last 30 days', async () => {
    const now = t.clock.now();
    const message = { outboxId: null, mailFrom: 'a@b.test', rcptTo: ['c@d.test'], subject: 's', html: '', text: '' };
    await insertCaughtMail(t.db, { ...message, messageId: 'old' }, new Date(now.getTime() - 31 * 24 * 3_600_000));
    const values = Array.from({ length: CAUGHT_MAIL_KEEP + 5 }, (_, i) => ({
      id: `cmail_${String(i).padStart(5, '0')}`,
      ...message,
      messageId: String(i),
      receivedAt: new Date(now.getTime() - (CAUGHT_MAIL_KEEP + 5 - i) * 1_000),
    }));
    await t.db.insert(caughtMail).values(values);
    await pruneCaughtMail(t.db, now);
    const kept = await t.db.select({ messageId: caughtMail.messageId }).from(caughtMail).orderBy(desc(caughtMail.receivedAt));
    expect(kept).toHaveLength(CAUGHT_MAIL_KEEP);
    expect(kept[0]!.messageId).toBe(String(CAUGHT_MAIL_KEEP + 4));
    expect(kept.at(-1)!.messageId).toBe('5');
  });
});
