import { createTransport } from 'nodemailer';
import type { ClaimedMail } from './mail-claims';
import type { MailOutcome } from './mail-outcomes';

/** Every wait of one SMTP exchange is bounded, so an attempt ends well within its lease (MAIL_LEASE_MS). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

export interface MailSender {
  send(mail: ClaimedMail): Promise<MailOutcome>;
  close(): void;
}

/** The domain part of MAIL_FROM: the right-hand side of every Message-ID. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'whetstone.invalid';
}

interface SmtpError {
  responseCode?: number;
  code?: string;
  message?: string;
}

/**
 * What a refusal means: an SMTP 5xx answer is final; a 4xx, a refused or dropped connection, a
 * timeout is worth another try. The error text is the server's answer, kept for the outbox row.
 */
function outcomeOf(error: unknown, messageId: string): MailOutcome {
  const { responseCode, code, message } = (error ?? {}) as SmtpError;
  const text = `${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''}: ${message ?? String(error)}`.slice(0, 500);
  if (responseCode !== undefined && responseCode >= 500) return { kind: 'failed', error: text, messageId };
  return { kind: 'retry', error: text, messageId };
}

/**
 * Sends over SMTP with nodemailer, one connection per message (the outbox is small and steady).
 * Each message has its HTML and text parts, From: MAIL_FROM, a Message-ID made from the outbox id
 * (the same on every attempt, so a receiver can tell a repeat) and X-Whetstone-Mail-Id.
 */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  const domain = domainOf(from);
  return {
    async send(mail) {
      const messageId = `<${mail.id}@${domain}>`;
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId,
          headers: { ...mail.headers, 'X-Whetstone-Mail-Id': mail.id },
        });
        return { kind: 'sent', messageId };
      } catch (error) {
        return outcomeOf(error, messageId);
      }
    },
    close: () => transport.close(),
  };
}
