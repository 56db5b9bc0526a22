import { Link } from '@tanstack/react-router';
import type { ResetLinkGone as Gone } from './api/password-reset-api';

const WORDS: Record<Gone, { title: string; body: string }> = {
  expired: {
    title: 'This reset link has expired',
    body: 'Reset links work for an hour. Ask for a new one and use it within the hour.',
  },
  used: {
    title: 'This reset link has been used',
    body: 'Each link works once. If you didn’t change your password with it, ask for a new link.',
  },
  unknown: {
    title: 'This reset link doesn’t work',
    body: 'Check that you opened the whole link from the email, or ask for a new one.',
  },
};

export function ResetLinkGone({ gone }: { gone: Gone }) {
  const { title, body } = WORDS[gone];
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{body}</p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/password-reset" className="touch-target font-medium">
          Ask for a new link
        </Link>
        <Link to="/sign-in" className="touch-target font-medium">
          Sign in
        </Link>
      </p>
    </>
  );
}
