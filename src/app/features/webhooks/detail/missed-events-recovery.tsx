import { useState } from 'react';
import { EVENT_RETENTION_DAYS } from '#contract/events';
import type { WebhookEndpoint } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { formatCount, formatDateTime, userTimeZone } from '#app/lib/format/format';
import { useRecoverMissedEvents } from '../api/webhook-mutations';

const DAY_MS = 24 * 3_600_000;

/**
 * For an endpoint enabled again after it was disabled: its events were kept meanwhile, and one
 * action sends what it missed. Shown only where the server says when it was disabled (the
 * `disabled_at` extension field) and that time is within the events kept.
 */
export function MissedEventsRecovery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const recover = useRecoverMissedEvents(endpoint.id);
  const [openedAt] = useState(() => Date.now());
  const since = endpoint.disabled_at;
  if (!endpoint.enabled || !since || openedAt - Date.parse(since) > EVENT_RETENTION_DAYS * DAY_MS) return null;
  const queued = recover.data?.data.queued;
  return (
    <section aria-labelledby="missed-events" className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
      <h2 id="missed-events" className="font-semibold">
        Events while it was disabled
      </h2>
      <p className="mt-1">
        It was disabled on {formatDateTime(since)} ({userTimeZone()}). The events of its types since then were kept: send the ones
        it never received.
      </p>
      <div className="mt-3">
        <Button variant="secondary" onClick={() => recover.submit(since)} disabled={recover.isPending}>
          {recover.isPending ? 'Sending…' : 'Send what it missed'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-2">
        {queued === undefined
          ? ''
          : queued === 0
            ? 'Nothing was missed: every event since then had been sent.'
            : `${formatCount(queued)} ${queued === 1 ? 'event is' : 'events are'} on the way: they show in the delivery log below.`}
      </p>
      {recover.error ? <ErrorPanel error={recover.error} /> : null}
    </section>
  );
}
