import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The From header's address and display name. */
  from: string;
  fromName: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  mailId: string;
  /** The top-level Content-Type, e.g. multipart/alternative. */
  contentType: string;
  /** Every header line as sent, by lower-cased name (the last one when repeated). */
  headers: Record<string, string>;
  /** When the receiver accepted it (Date.now()). */
  receivedAt: number;
}

/**
 * How the receiver answers a message's DATA: accept (null), refuse with an SMTP code, or hold the
 * answer until a promise settles and then refuse it with 421 (a sender killed meanwhile never saw it accepted).
 */
export type SmtpAnswer = null | { code: number; message?: string } | { until: Promise<unknown> };

export interface SmtpReceiver {
  url: string;
  /** Messages accepted (answered 250). */
  received: ReceivedMail[];
  /** Every DATA seen, accepted or not. */
  attempts: number;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server + mailparser) that answers as the test says. */
export async function startSmtpReceiver(answer: (attempt: number) => SmtpAnswer = () => null): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const state = { attempts: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      state.attempts += 1;
      const reply = answer(state.attempts);
      // A sender that dies mid-message ends the stream early: that message was never accepted.
      void simpleParser(stream).then(async (parsed) => {
        if (reply && 'until' in reply) await reply.until.catch(() => undefined);
        if (reply) {
          const code = 'code' in reply ? reply.code : 421;
          const text = ('message' in reply && reply.message) || 'Refused by the test';
          callback(Object.assign(new Error(text), { responseCode: code }));
          return;
        }
        received.push({
          from: parsed.from?.value[0]?.address ?? '',
          fromName: parsed.from?.value[0]?.name ?? '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          text: parsed.text ?? '',
          messageId: parsed.messageId ?? '',
          mailId: String(parsed.headers.get('x-whetstone-mail-id') ?? ''),
          contentType: (parsed.headers.get('content-type') as { value?: string } | undefined)?.value ?? '',
          headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
          receivedAt: Date.now(),
        });
        callback();
        for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      }, callback);
    },
  });
  // A sender killed mid-conversation resets its connection: nothing to report.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return state.attempts;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`received ${received.length} of ${count} messages`)), timeoutMs);
            waiters.push({
              count,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
