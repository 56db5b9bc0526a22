import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppDeps } from '#server/app-deps';
import { describeError } from '#server/logger';
import { keptHeadersOf } from './caught-mail-headers';
import { insertCaughtMail } from './caught-mail-store';

/** A message larger than this is refused (552) rather than stored. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for the mail worker. */
  url: string;
  close(): Promise<void>;
}

function addressOf(value: { address: string } | false | undefined): string {
  return value ? value.address : '';
}

function headerText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function textOf(address: AddressObject | AddressObject[] | undefined): string | undefined {
  return Array.isArray(address) ? address.map((a) => a.text).join(', ') : address?.text;
}

/**
 * The sandbox's stand-in for a mail server: an SMTP server on 127.0.0.1 (a port of its own) that
 * parses what it receives and stores it in caught_mail (with the headers a mail program acts on),
 * answering 250 only once it is stored (451 if it could not be, so the sender tries again). Every process runs its own; all store in the
 * shared table. Without SMTP_URL the mail worker sends here, so the default path still speaks SMTP.
 */
export async function startMailCatcher(deps: Pick<AppDeps, 'db' | 'now' | 'logger'>): Promise<MailCatcher> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Whetstone mail catcher',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
          await insertCaughtMail(
            deps.db,
            {
              outboxId: headerText(parsed.headers.get('x-whetstone-mail-id')),
              mailFrom: addressOf(session.envelope.mailFrom) || (textOf(parsed.from) ?? ''),
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? null,
              headers: keptHeadersOf(parsed.headerLines),
            },
            deps.now(),
          );
          callback();
        })
        .catch((error: unknown) => {
          const known = error as { responseCode?: number };
          if (!known.responseCode) deps.logger?.error({ err: describeError(error) }, 'mail catcher could not store a message');
          callback(Object.assign(new Error('Not stored, try again later'), { responseCode: known.responseCode ?? 451 }));
        });
    },
  });
  server.on('error', (error) => deps.logger?.error({ err: describeError(error) }, 'mail catcher error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
