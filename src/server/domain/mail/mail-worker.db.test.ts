import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';
import { startSmtpReceiver, type SmtpAnswer, type SmtpReceiver } from '#server/testing/smtp-receiver';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { enqueueMail } from './enqueue-mail';
import { sendDueMail } from './mail-worker';
import { smtpSender, type MailSender } from './smtp-send';

const FROM = 'Whetstone <no-reply@whetstone.test>';
const MINUTE = 60_000;

let t: TestApp;
let receiver: SmtpReceiver | undefined;
const senders: MailSender[] = [];

beforeEach(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(async () => {
  for (const sender of senders.splice(0)) sender.close();
  await receiver?.close();
  receiver = undefined;
  await t.close();
});

async function receiverAnswering(answer?: (attempt: number) => SmtpAnswer) {
  receiver = await startSmtpReceiver(answer);
  return receiver;
}

function senderTo(url: string): MailSender {
  const sender = smtpSender(url, FROM);
  senders.push(sender);
  return sender;
}

function enqueue(db: Db = t.db, to = 'pat@example.test') {
  return enqueueMail(
    db,
    {
      accountId: null,
      kind: 'test',
      to,
      subject: 'You are invited to Whetstone',
      html: '<p>Hello <a href="https://portal.example.test/invite?token=abc">accept</a></p>',
      text: 'Hello, accept at https://portal.example.test/invite?token=abc',
    },
    t.clock.now(),
  );
}

async function row(id: string) {
  const [found] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

describe('the mail worker', () => {
  it('sends an outbox message once, with its HTML and text parts, and marks it sent', async () => {
    const smtp = await receiverAnswering();
    const id = await enqueue();
    const sender = senderTo(smtp.url);
    expect(await sendDueMail(t.deps, sender)).toBe(1);
    expect(await sendDueMail(t.deps, sender)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'no-reply@whetstone.test',
      fromName: 'Whetstone',
      to: ['pat@example.test'],
      subject: 'You are invited to Whetstone',
      mailId: id,
      messageId: `<${id}@whetstone.test>`,
      contentType: 'multipart/alternative',
    });
    expect(mail!.html).toContain('<a href="https://portal.example.test/invite?token=abc">');
    expect(mail!.text).toContain('Hello, accept at https://portal.example.test/invite?token=abc');
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attemptCount: 1,
      messageId: `<${id}@whetstone.test>`,
      sentAt: t.clock.now(),
      leaseToken: null,
      lastError: null,
    });
  });

  it('retries after 421 and 451 answers with backoff, then sends exactly one message', async () => {
    const smtp = await receiverAnswering((attempt) =>
      attempt === 1 ? { code: 421, message: 'Try later' } : attempt === 2 ? { code: 451, message: 'Greylisted' } : null,
    );
    const id = await enqueue();
    const sender = senderTo(smtp.url);
    expect(await sendDueMail(t.deps, sender)).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      nextAttemptAt: new Date(t.clock.now().getTime() + MINUTE),
    });
    expect((await row(id)).lastError).toContain('421');

    t.clock.advance(MINUTE - 1_000);
    expect(await sendDueMail(t.deps, sender)).toBe(0);
    t.clock.advance(1_000);
    expect(await sendDueMail(t.deps, sender)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attemptCount: 2 });
    expect((await row(id)).lastError).toContain('451');

    t.clock.advance(5 * MINUTE - 1_000);
    expect(await sendDueMail(t.deps, sender)).toBe(0);
    t.clock.advance(1_000);
    expect(await sendDueMail(t.deps, sender)).toBe(1);
    expect(smtp.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attemptCount: 3, lastError: null });
  });

  it('fails a message the server refuses with 550 at once, and never tries it again', async () => {
    const smtp = await receiverAnswering(() => ({ code: 550, message: 'No such mailbox' }));
    const id = await enqueue();
    const sender = senderTo(smtp.url);
    await sendDueMail(t.deps, sender);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attemptCount: 1, sentAt: null });
    expect(failed.lastError).toContain('550');
    t.clock.advance(24 * 3_600_000);
    expect(await sendDueMail(t.deps, sender)).toBe(0);
    expect(smtp.attempts).toBe(1);
  });

  it('retries when no connection can be made, and gives up a day after the message was written', async () => {
    const id = await enqueue();
    const sender = senderTo(await closedPort());
    await sendDueMail(t.deps, sender);
    expect(await row(id)).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect((await row(id)).lastError).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
    const written = t.clock.now().getTime();
    let attempts = 1;
    for (;;) {
      const current = await row(id);
      if (current.status !== 'pending') break;
      t.clock.set(current.nextAttemptAt);
      expect(await sendDueMail(t.deps, sender)).toBe(1);
      attempts += 1;
    }
    const given = await row(id);
    expect(given.status).toBe('failed');
    expect(given.attemptCount).toBe(attempts);
    expect(t.clock.now().getTime() - written).toBeLessThanOrEqual(24 * 3_600_000);
    // 1 min, 5 min, 30 min, 2 h, then every 6 h: eight tries within the day.
    expect(attempts).toBe(8);
  });

  it('sends each message once when two server instances work the same outbox', async () => {
    const smtp = await receiverAnswering();
    const second = await t.secondInstance();
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => enqueue(t.db, `person${i}@example.test`)));
    const senderA = senderTo(smtp.url);
    const senderB = senderTo(smtp.url);
    for (;;) {
      const [a, b] = await Promise.all([sendDueMail(t.deps, senderA, 3), sendDueMail(second.deps, senderB, 3)]);
      if (a + b === 0) break;
    }
    expect(smtp.received.map((mail) => mail.mailId).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attemptCount: 1 });
  });
});
