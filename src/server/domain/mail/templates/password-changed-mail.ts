import type { OutgoingMail } from '../enqueue-mail';
import { renderMail } from './mail-layout';

export interface PasswordChangedMailInput {
  accountId: string | null;
  to: string;
  at: Date;
  /** Where the new password was set from; null when unknown. */
  ip: string | null;
  userAgent: string | null;
  /** Where to ask for a new reset link. */
  resetUrl: string;
}

export function passwordChangedMail(input: PasswordChangedMailInput): OutgoingMail {
  const subject = 'Your Whetstone password was changed';
  const from = [input.ip && `address ${input.ip}`, input.userAgent && `device “${input.userAgent.slice(0, 200)}”`]
    .filter(Boolean)
    .join(', ');
  const { html, text } = renderMail({
    heading: subject,
    paragraphs: [
      `The password of the Whetstone sign-in ${input.to} was changed with a reset link on ${input.at.toUTCString()}${from ? ` from ${from}` : ''}.`,
      'Every session was signed out: sign in again with the new password.',
      'If this was not you, reset your password again now, and tell the owner of your Whetstone account.',
    ],
    action: { label: 'Reset the password again', url: input.resetUrl },
  });
  return { accountId: input.accountId, kind: 'password_changed', to: input.to, subject, html, text };
}
