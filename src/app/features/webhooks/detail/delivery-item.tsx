import type { WebhookAttempt, WebhookDelivery } from '#contract/webhooks';
import { Badge, type BadgeTone } from '#app/components/ui/badge';
import { Button } from '#app/components/ui/button';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';

const STATUS_TONES: Record<string, BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };

function answerOf(attempt: WebhookAttempt): string {
  const answer = attempt.status_code === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status_code}`;
  return `${answer} · ${attempt.duration_ms} ms`;
}

interface DeliveryItemProps {
  delivery: WebhookDelivery;
  /** Absent when the session may not resend. */
  onResend?: (delivery: WebhookDelivery) => void;
  resending: boolean;
}

/** One delivery: its event, state and latest answer, each attempt (status, time taken, the answer's start) on demand. */
export function DeliveryItem({ delivery, onResend, resending }: DeliveryItemProps) {
  const last = delivery.attempts[0];
  return (
    <li className="flex flex-col gap-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-mono font-medium">{delivery.event_type}</span>
          <Badge value={delivery.status} tones={STATUS_TONES} />
          {delivery.test ? <span className="text-xs text-slate-700 dark:text-slate-300">test event</span> : null}
        </span>
        {onResend ? (
          <Button
            variant="secondary"
            disabled={resending}
            aria-label={`Resend ${delivery.event_type} ${delivery.event_id}`}
            onClick={() => onResend(delivery)}
          >
            Resend
          </Button>
        ) : null}
      </div>
      <p className="break-all font-mono text-xs text-slate-700 dark:text-slate-300">{delivery.event_id}</p>
      <p className="text-slate-700 dark:text-slate-300">
        {last ? (
          <>
            Last attempt <RelativeTime iso={last.attempted_at} />: {answerOf(last)}
          </>
        ) : (
          'Not attempted yet'
        )}
        {delivery.next_attempt_at ? ` · next attempt ${formatDateTime(delivery.next_attempt_at)}` : ''}
      </p>
      {delivery.attempts.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">
            {delivery.attempt_count} attempt{delivery.attempt_count === 1 ? '' : 's'}
          </summary>
          <ol className="mt-2 flex flex-col gap-2">
            {delivery.attempts.map((attempt, index) => (
              <li
                key={`${attempt.attempted_at}-${index}`}
                className="rounded-md border border-slate-200 p-2 dark:border-slate-700"
              >
                <p>
                  {formatDateTime(attempt.attempted_at)} · {attempt.succeeded ? 'Succeeded' : 'Failed'} · {answerOf(attempt)}
                  {attempt.next_retry_at ? ` · retry ${formatDateTime(attempt.next_retry_at)}` : ''}
                </p>
                {attempt.response_excerpt ? (
                  <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-950">
                    {attempt.response_excerpt}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
