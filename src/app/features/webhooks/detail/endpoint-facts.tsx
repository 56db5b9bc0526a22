import type { ReactNode } from 'react';
import { ALL_EVENTS, type WebhookEndpoint } from '#contract/webhooks';
import { Badge } from '#app/components/ui/badge';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';
import { failureRateText, healthOf } from '../endpoint-health';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

export function EndpointFacts({ endpoint }: { endpoint: WebhookEndpoint }) {
  const health = healthOf(endpoint);
  const { last_attempt_at: lastAt, last_status_code: lastStatus } = endpoint.health;
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 px-4 dark:divide-slate-700 dark:border-slate-700">
      <Fact label="Health">
        <Badge value={health.state} tones={{ [health.state]: health.tone }} />
        <span className="mt-1 block">{health.text}</span>
      </Fact>
      <Fact label="Last delivery">
        {lastAt ? (
          <>
            <RelativeTime iso={lastAt} /> · {lastStatus === null ? 'no answer' : `HTTP ${lastStatus}`}
          </>
        ) : (
          'None yet'
        )}
        <span className="block text-slate-700 dark:text-slate-300">{failureRateText(endpoint)}</span>
      </Fact>
      <Fact label="Events">
        {endpoint.events.includes(ALL_EVENTS) ? (
          'All events, including types added later'
        ) : (
          <ul className="flex flex-wrap gap-1">
            {endpoint.events.map((type) => (
              <li key={type} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">
                {type}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label="Signing secret">
        {endpoint.previous_secret_expires_at
          ? `Rolled: the previous secret also signs until ${formatDateTime(endpoint.previous_secret_expires_at)}.`
          : 'Shown once when the endpoint was added or the secret rolled.'}
      </Fact>
      <Fact label="Added">
        <RelativeTime iso={endpoint.created_at} />
      </Fact>
    </dl>
  );
}
