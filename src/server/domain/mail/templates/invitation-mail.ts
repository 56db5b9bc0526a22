import type { OutgoingMail } from '../enqueue-mail';
import { renderMail } from './mail-layout';

const ROLE_WORDS: Record<string, string> = {
  owner: 'an owner',
  admin: 'an admin',
  manager: 'a manager',
  accounts_payable: 'accounts payable',
  viewer: 'a viewer',
};

export interface InvitationMailInput {
  accountId: string;
  accountName: string;
  to: string;
  invitedBy: string;
  role: string;
  /** The site names when the invitation is for some sites only. */
  siteNames: readonly string[] | null;
  link: string;
  expiresAt: Date;
}

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const where = input.siteNames ? ` for ${input.siteNames.join(', ')}` : '';
  const subject = `${input.invitedBy} invited you to ${input.accountName} on Whetstone`;
  const { html, text } = renderMail({
    heading: subject,
    paragraphs: [
      `${input.invitedBy} asks you to join ${input.accountName} as ${ROLE_WORDS[input.role] ?? input.role}${where}.`,
      'Whetstone collects your knives and tools, sharpens them and brings them back. With the portal you see your parts, order pickups and read invoices.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
    footnote: `The link works once, until ${input.expiresAt.toUTCString()}. If you did not expect this, ignore this mail.`,
  });
  return { accountId: input.accountId, kind: 'invitation', to: input.to, subject, html, text };
}
