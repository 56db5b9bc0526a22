import { useEffect, useRef, useState } from 'react';
import type { PersonSession } from '#contract/sign-in-security';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useEndSession } from './api/session-mutations';
import { deviceLabel } from '#contract/device-label';
import { EndOtherSessionsDialog } from './end-other-sessions-dialog';
import { SessionCard } from './session-card';

export function signedOutWords(count: number): string {
  return `Signed out ${count} other session${count === 1 ? '' : 's'}`;
}

/** Where the signed-in person is signed in, with a way to end any other session or all of them. */
export function SessionsSection({ sessions }: { sessions: PersonSession[] }) {
  const endOne = useEndSession();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const others = sessions.filter((s) => !s.current).length;

  // After a sign-out the button that had focus (a card's, or the dialog's opener) is gone or going.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  function end(session: PersonSession) {
    setResult(null);
    endOne.mutate(session.id, {
      onSuccess: () => setResult(`Signed out ${deviceLabel(session.user_agent)}.`),
    });
  }

  return (
    <section aria-labelledby="security-sessions" className="mb-8">
      <h2 ref={heading} tabIndex={-1} id="security-sessions" className="mb-2 text-lg font-semibold">
        Your sessions
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        Browsers where you are signed in. Sign out any you don’t recognise, then change your password.
      </p>
      <div role="status" className="empty:hidden">
        {result ? (
          <Alert tone="success" className="mb-3 p-3">
            {result}
          </Alert>
        ) : null}
      </div>
      {endOne.error ? (
        <div className="mb-3">
          <ErrorPanel error={endOne.error} />
        </div>
      ) : null}
      <ul aria-labelledby="security-sessions" className="grid gap-3 md:grid-cols-2">
        {sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            onEnd={end}
            ending={endOne.isPending && endOne.variables === session.id}
          />
        ))}
      </ul>
      {others > 0 ? (
        <div className="mt-4">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out all other sessions
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <EndOtherSessionsDialog
          others={others}
          onClose={() => setConfirming(false)}
          onEnded={(count) => {
            setConfirming(false);
            setResult(signedOutWords(count));
          }}
        />
      ) : null}
    </section>
  );
}
