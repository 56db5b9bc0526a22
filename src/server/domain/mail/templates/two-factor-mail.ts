import type { AuditContext } from '#server/domain/audit/record-audit';
import type { OutgoingMail } from '../enqueue-mail';
import { renderMail } from './mail-layout';

export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery_codes';

const WORDS: Record<TwoFactorChange, { subject: string; what: string }> = {
  enabled: {
    subject: 'Two-factor sign-in is on for your Whetstone sign-in',
    what: 'Two-factor sign-in was turned on: from now on, signing in asks for a code from your authenticator app after your password.',
  },
  disabled: {
    subject: 'Two-factor sign-in was turned off for your Whetstone sign-in',
    what: 'Two-factor sign-in was turned off: signing in now asks only for your password.',
  },
  recovery_codes: {
    subject: 'New recovery codes for your Whetstone sign-in',
    what: 'New recovery codes were made for your sign-in; the earlier codes no longer work.',
  },
};

export interface TwoFactorMailInput {
  to: string;
  accountId: string | null;
  change: TwoFactorChange;
  at: Date;
  context: AuditContext;
  portalUrl: string;
}

/** Security mail: it goes whatever the person's other mail settings, so a change they did not make is noticed. */
export function twoFactorMail(input: TwoFactorMailInput): OutgoingMail {
  const words = WORDS[input.change];
  const from = [
    input.context.ip && `address ${input.context.ip}`,
    input.context.userAgent && `device “${input.context.userAgent}”`,
  ]
    .filter(Boolean)
    .join(', ');
  const { html, text } = renderMail({
    heading: words.subject,
    paragraphs: [
      words.what,
      `When: ${input.at.toUTCString()}${from ? `. From ${from}` : ''}.`,
      'If this was not you, reset your password now and tell your account’s owner: someone may have your password.',
    ],
    action: { label: 'Review your security settings', url: `${input.portalUrl}/settings/security` },
  });
  return { accountId: input.accountId, kind: `two_factor_${input.change}`, to: input.to, subject: words.subject, html, text };
}
