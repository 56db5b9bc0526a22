import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { isApiError } from '#app/lib/http/api-error';
import { useSendTestNotification } from './api/notification-preferences-mutations';
import { testSentWords } from './notification-words';

/** A sample of each category the member receives, to their own address; gone on a server that cannot send one. */
export function SendTestButton({ unsaved }: { unsaved: boolean }) {
  const send = useSendTestNotification();
  if (isApiError(send.error) && (send.error.status === 404 || send.error.status === 405)) return null;
  return (
    <section aria-labelledby="notify-test" className="mt-8">
      <h2 id="notify-test" className="mb-2 text-lg font-semibold">
        See a sample
      </h2>
      <p className="mb-3 text-sm">
        One mail of each category you get, to your own address, as it will look.
        {unsaved ? ' It follows your saved choices: save your changes first.' : ''}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Sending…' : 'Send me a test'}
        </Button>
        <p role="status" className="text-sm">
          {send.data ? testSentWords(send.data.to, send.data.categories) : ''}
        </p>
      </div>
      {send.error ? (
        <div className="mt-3">
          <ErrorPanel error={send.error} />
        </div>
      ) : null}
    </section>
  );
}
