/** @jsxRuntime automatic @jsxImportSource react */
import { instantText } from './mail-formats';
import type { RenderedMail, SecurityMailInput } from './notification-mail-types';
import { NotificationAction, NotificationLayout, Paragraph, renderNotification } from './notification-layout';

interface SecurityWords {
  subject: string;
  paragraphs: string[];
  action: NotificationAction;
}

function wordsOf(input: SecurityMailInput): SecurityWords {
  const at = instantText(input.at);
  switch (input.kind) {
    case 'new_sign_in':
      return {
        subject: `New sign-in to Whetstone from ${input.device}`,
        paragraphs: [
          `${input.email} signed in to Whetstone from ${input.device}${input.ip ? ` (address ${input.ip})` : ''} on ${at}, a device not seen before.`,
          'If this was you, there is nothing to do.',
          'If it was not, sign that session out and change your password now.',
        ],
        action: { label: 'Review your sessions', url: input.sessionsUrl },
      };
    case 'api_key_created':
      return {
        subject: `New API key “${input.keyName}” in ${input.accountName}`,
        paragraphs: [
          `${input.createdBy} created the API key “${input.keyName}” in ${input.accountName} on ${at}.`,
          `It may: ${input.scopes.length ? input.scopes.join(', ') : 'no scopes'}.`,
          'If nobody in your team meant to, revoke it in Settings → API keys.',
        ],
        action: { label: 'Open API keys', url: input.keysUrl },
      };
    case 'member_added': {
      const role = input.role.replace(/_/g, ' ');
      return {
        subject: `${input.memberName} joined ${input.accountName} as ${role}`,
        paragraphs: [
          `${input.memberName} (${input.memberEmail}) joined ${input.accountName} as ${role} on ${at}.`,
          'If you did not expect this, remove them in Settings → Members.',
        ],
        action: { label: 'Open members', url: input.membersUrl },
      };
    }
  }
}

/** Always sent, never a category: a new device, a new API key, a new member. */
export async function securityMail(input: SecurityMailInput): Promise<RenderedMail> {
  const words = wordsOf(input);
  return renderNotification(
    words.subject,
    <NotificationLayout
      title={words.subject}
      preview={words.paragraphs[0]!}
      heading={words.subject}
      action={words.action}
      footer={{ ...input.footer, unsubscribeUrl: null }}
    >
      {words.paragraphs.map((text, index) => (
        <Paragraph key={index}>{text}</Paragraph>
      ))}
    </NotificationLayout>,
  );
}
