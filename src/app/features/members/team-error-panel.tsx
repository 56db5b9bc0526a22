import { Alert } from '#app/components/ui/alert';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { isApiError } from '#app/lib/http/api-error';

/** Answers only the team endpoints give, in words (kept out of the shared ErrorPanel, which is in the first load). */
const TEAM_WORDS: Record<string, { title: string; body?: string }> = {
  last_owner: {
    title: 'The account needs an owner',
    body: 'This would leave the account without an owner. Make someone else an owner first, then try again.',
  },
  invitation_expired: { title: 'This invitation has expired' },
  invitation_revoked: { title: 'This invitation was withdrawn' },
  invitation_used: { title: 'This invitation has been used' },
};

export function TeamErrorPanel({ error }: { error: unknown }) {
  const words = isApiError(error) ? TEAM_WORDS[error.code] : undefined;
  if (!words || !isApiError(error)) return <ErrorPanel error={error} />;
  return (
    <Alert tone="error" role="alert" title={words.title} className="p-5">
      <p>{words.body ?? error.message}</p>
    </Alert>
  );
}
