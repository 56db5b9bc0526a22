import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { Alert } from '#app/components/ui/alert';
import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { mustSetUpTwoFactor } from '#app/features/session/two-factor-gate';
import { personSessionsQueryOptions, usePersonSessions } from './api/sessions-query';
import { twoFactorQueryOptions, useTwoFactor } from './api/two-factor-query';
import { RequirementSwitch } from './requirement-switch';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { SECURITY_HEADING } from '#contract/screen-headings';

/** Settings → Security: the person's second factor, the account's requirement (owners), and their sessions. */
export function SecurityPage() {
  const session = useSession();
  const gated = mustSetUpTwoFactor(session);
  // Both reads start now, together, not one after the other as each part suspends in turn.
  usePrefetchWhen(session.two_factor !== undefined, twoFactorQueryOptions);
  usePrefetchWhen(!gated, personSessionsQueryOptions);
  return (
    <>
      <PageHeader {...SECURITY_HEADING} />
      {gated ? (
        <Alert tone="warning" role="alert" className="mb-6">
          Your account requires two-factor sign-in. Set it up to continue.
        </Alert>
      ) : null}
      {/* A server whose session says nothing of two-factor has none of its endpoints. */}
      {session.two_factor ? <TwoFactor owner={session.member?.role === 'owner' && !gated} /> : null}
      {gated ? null : <Sessions />}
    </>
  );
}

function TwoFactor({ owner }: { owner: boolean }) {
  const status = useTwoFactor();
  if (!status) return null;
  return (
    <>
      <TwoFactorSection status={status} />
      {owner ? <RequirementSwitch status={status} /> : null}
    </>
  );
}

function Sessions() {
  const sessions = usePersonSessions();
  return sessions ? <SessionsSection sessions={sessions} /> : null;
}

/** usePrefetchQuery, for a read the page may not make: starts it during render unless the cache has it. */
function usePrefetchWhen<T, K extends QueryKey>(when: boolean, options: FetchQueryOptions<T, Error, T, K>) {
  const queryClient = useQueryClient();
  if (when && !queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
}
