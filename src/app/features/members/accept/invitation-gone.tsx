import { Link } from '@tanstack/react-router';
import type { InvitationGone as Gone } from '../api/invitation-preview-query';

const WORDS: Record<Gone, { title: string; body: string }> = {
  expired: {
    title: 'This invitation has expired',
    body: 'Invitation links work for 7 days. Ask the person who invited you to send a new one.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    body: 'The account’s owner or an admin revoked it. Ask them for a new invitation if you still need access.',
  },
  used: {
    title: 'This invitation has been used',
    body: 'Each link works once. If you accepted it, sign in with the email address it was sent to.',
  },
  unknown: {
    title: 'This invitation link doesn’t work',
    body: 'Check that you opened the whole link from the email, or ask for a new invitation.',
  },
};

export function InvitationGone({ gone }: { gone: Gone }) {
  const { title, body } = WORDS[gone];
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{body}</p>
      <p className="mt-6">
        <Link to="/sign-in" className="touch-target font-medium">
          Sign in
        </Link>
      </p>
    </>
  );
}
