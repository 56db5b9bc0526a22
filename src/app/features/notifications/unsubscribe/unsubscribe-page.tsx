import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useUnsubscribe } from '../api/unsubscribe-mutation';
import { useUnsubscribeLink, type UnsubscribeAnswer } from '../api/unsubscribe-query';

const LEAD = 'mb-6 text-slate-700 dark:text-slate-300';

/** The page a mail's unsubscribe link opens, outside the signed-in layout: what it turns off, then one button. */
export function UnsubscribePage({ token }: { token: string }) {
  const lookup = useUnsubscribeLink(token);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <p className="mb-2 text-lg font-bold tracking-tight">Whetstone</p>
      {'invalid' in lookup ? <InvalidLink /> : <TurnOff token={token} answer={lookup.answer} />}
    </main>
  );
}

function InvalidLink() {
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">This link is not valid</h1>
      <p className={LEAD}>
        Check that you opened the whole link from the e-mail. You can also choose what you get in Settings → Notifications once
        you sign in.
      </p>
      <p>
        <Link to="/settings/notifications" className="touch-target font-medium">
          Open Settings → Notifications
        </Link>
      </p>
    </>
  );
}

function TurnOff({ token, answer }: { token: string; answer: UnsubscribeAnswer }) {
  const unsubscribe = useUnsubscribe(token);
  const done = useRef<HTMLHeadingElement>(null);
  const justTurnedOff = unsubscribe.isSuccess && answer.turned_off;
  // The button is gone once it worked: focus goes to what it did, so a screen reader says it.
  useEffect(() => {
    if (justTurnedOff) done.current?.focus();
  }, [justTurnedOff]);
  if (answer.turned_off) {
    return (
      <>
        <h1 ref={done} tabIndex={-1} className="mb-3 text-2xl font-semibold">
          {answer.label} are {justTurnedOff ? 'now' : 'already'} off for {answer.email}
        </h1>
        <p className={LEAD}>
          No more of them come to this address. You can turn them back on in{' '}
          <Link to="/settings/notifications" className="font-medium">
            Settings → Notifications
          </Link>
          .
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">
        Turn off {answer.label} for {answer.email}?
      </h1>
      <p className={LEAD}>Other mail is not affected, and security mail always comes.</p>
      {unsubscribe.error ? (
        <div className="mb-4">
          <ErrorPanel error={unsubscribe.error} />
        </div>
      ) : null}
      <div>
        <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {unsubscribe.isPending ? 'Turning off…' : `Turn off ${answer.label}`}
        </Button>
      </div>
    </>
  );
}
