import type { InvitationPreview } from '#contract/members';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { formatDateTime } from '#app/lib/format/format';
import { useInvitationPreview } from '../api/invitation-preview-query';
import { roleWords } from '../member-words';
import { AcceptInvitationForm } from './accept-invitation-form';
import { InvitationGone } from './invitation-gone';

/** The page an invitation's link opens, outside the signed-in layout: who invites whom to what, then the way in. */
export function AcceptInvitationPage({ token }: { token: string }) {
  const lookup = useInvitationPreview(token);
  // Not suspending: a server that cannot say who is signed in still lets a person accept with a password.
  const session = useQuery({ ...sessionQueryOptions, retry: false }).data ?? null;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <p className="mb-2 text-lg font-bold tracking-tight">Whetstone</p>
      {'gone' in lookup ? (
        <InvitationGone gone={lookup.gone} />
      ) : (
        <Invitation token={token} preview={lookup.preview} signedInEmail={session?.user.email} />
      )}
    </main>
  );
}

function Invitation({
  token,
  preview,
  signedInEmail,
}: {
  token: string;
  preview: InvitationPreview;
  signedInEmail: string | undefined;
}) {
  const signedInAsInvitee = signedInEmail?.toLowerCase() === preview.email.toLowerCase();
  const signedInAsOther = signedInEmail !== undefined && !signedInAsInvitee;
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">Join {preview.account_name}</h1>
      <p className="mb-2">
        {preview.invited_by} invited you to {preview.account_name} as {roleWords(preview.role)}.
      </p>
      <p className="mb-6 text-sm text-slate-700 dark:text-slate-300">
        The invitation is for {preview.email} and works until {formatDateTime(preview.expires_at)}.
      </p>
      {signedInAsOther ? (
        <p role="note" className="mb-4 text-sm">
          You are signed in as {signedInEmail}. Joining signs you in as {preview.email} instead.
        </p>
      ) : null}
      {signedInAsInvitee ? null : preview.existing_person ? (
        <p className="mb-4 text-sm">{preview.email} already signs in to Whetstone: enter that password to join.</p>
      ) : (
        <p className="mb-4 text-sm">Choose your name and a password to sign in with.</p>
      )}
      <AcceptInvitationForm token={token} preview={preview} signedInAsInvitee={signedInAsInvitee} />
    </>
  );
}
