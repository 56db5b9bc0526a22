import type { OutgoingMail } from '../enqueue-mail';
import { renderMail } from './mail-layout';

export interface PasswordResetMailInput {
  /** The account of the person's last-used membership, or null. */
  accountId: string | null;
  to: string;
  link: string;
  expiresAt: Date;
}

export function passwordResetMail(input: PasswordResetMailInput): OutgoingMail {
  const subject = 'Reset your Whetstone password';
  const { html, text } = renderMail({
    heading: subject,
    paragraphs: [
      `Someone asked to reset the password of the Whetstone sign-in ${input.to}. If it was you, choose a new password with the link below.`,
    ],
    action: { label: 'Choose a new password', url: input.link },
    footnote:
      `The link works once, for an hour (until ${input.expiresAt.toUTCString()}). ` +
      'If you did not ask for it, ignore this mail: your password stays as it is.',
  });
  return { accountId: input.accountId, kind: 'password_reset', to: input.to, subject, html, text };
}
