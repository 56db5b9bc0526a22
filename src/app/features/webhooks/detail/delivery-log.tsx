import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useHasScope } from '#app/features/session/session-scopes';
import { newestAttemptAt, useLogAndHealthAgree } from '../api/log-health-agreement';
import { useWebhookDeliveries } from '../api/webhook-deliveries-query';
import { useWebhookEndpoint } from '../api/webhook-endpoint-query';
import { useResendDelivery } from '../api/webhook-mutations';
import { DeliveryItem } from './delivery-item';

/** Every delivery to the endpoint, newest first, refreshed while the screen is open (in step with the endpoint's health). */
export function DeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const log = useWebhookDeliveries(endpointId);
  useLogAndHealthAgree(endpointId, newestAttemptAt(log.deliveries), useWebhookEndpoint(endpointId).health.last_attempt_at);
  const resend = useResendDelivery(endpointId);
  const canResend = useHasScope('webhooks:write') && enabled;
  return (
    <section aria-labelledby="delivery-log" className="rounded-lg border border-slate-200 dark:border-slate-700">
      <h2 id="delivery-log" className="border-b border-slate-200 px-4 py-3 text-base font-semibold dark:border-slate-700">
        Delivery log <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({log.total})</span>
      </h2>
      {resend.error ? (
        <div className="px-4 pt-3">
          <ErrorPanel error={resend.error} />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {resend.isSuccess ? 'Resent: the delivery is attempted again now.' : ''}
      </p>
      {log.deliveries.length === 0 ? (
        <p className="px-4 py-3 text-sm">No deliveries yet. Send a test event to see one here.</p>
      ) : (
        <ul aria-label="Deliveries" className="divide-y divide-slate-100 dark:divide-slate-800">
          {log.deliveries.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending}
              onResend={canResend ? (d) => resend.submit(d.id) : undefined}
            />
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-700">
          <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? 'Loading…' : 'Show older deliveries'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
