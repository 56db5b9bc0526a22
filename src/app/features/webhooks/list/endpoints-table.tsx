import { Link } from '@tanstack/react-router';
import type { WebhookEndpoint } from '#contract/webhooks';
import { Badge } from '#app/components/ui/badge';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { RelativeTime } from '#app/components/ui/relative-time';
import { failureRateText, healthOf, HEALTH_TONES } from '../endpoint-health';
import { subscriptionText } from '../event-type-labels';

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;
const HEADERS = ['Endpoint', 'Events', 'Health', 'Last delivery', 'Last 24 hours'];

export function EndpointsTable({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  return (
    <div
      role="region"
      aria-labelledby="webhook-endpoints-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[48rem] ${PHONE_TABLE.table}`}>
        <caption id="webhook-endpoints-caption" className="sr-only">
          Webhook endpoints
        </caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            {HEADERS.map((header) => (
              <th key={header} role="columnheader" scope="col" className={TH}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {endpoints.map((endpoint) => {
            const health = healthOf(endpoint);
            return (
              <tr
                key={endpoint.id}
                role="row"
                className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
              >
                <th role="rowheader" scope="row" className={`${TD} text-left font-medium ${PHONE_SLOT_CLASS.full}`}>
                  <Link
                    to="/settings/webhooks/$endpointId"
                    params={{ endpointId: endpoint.id }}
                    className="touch-target break-all font-mono"
                  >
                    {endpoint.url}
                  </Link>
                  {endpoint.description ? (
                    <span className="block font-normal text-slate-700 dark:text-slate-300">{endpoint.description}</span>
                  ) : null}
                  {endpoint.created_by ? (
                    <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
                      Created by {endpoint.created_by.name}
                    </span>
                  ) : null}
                </th>
                <td role="cell" data-phone-label="Events" className={TD}>
                  {subscriptionText(endpoint.events)}
                </td>
                <td role="cell" data-phone-label="Health" className={TD}>
                  <Badge value={health.state} tones={HEALTH_TONES} />
                  {health.state === 'disabled' && endpoint.disabled_reason === 'failing' ? (
                    <span className="mt-1 block text-xs text-red-800 dark:text-red-300">After 3 days of failures</span>
                  ) : null}
                </td>
                <td role="cell" data-phone-label="Last delivery" className={`${TD} whitespace-nowrap`}>
                  {endpoint.health.last_attempt_at ? (
                    <>
                      <RelativeTime iso={endpoint.health.last_attempt_at} />
                      <span className="block text-xs text-slate-700 dark:text-slate-300">
                        {endpoint.health.last_status_code === null ? 'no answer' : `HTTP ${endpoint.health.last_status_code}`}
                      </span>
                    </>
                  ) : (
                    'None yet'
                  )}
                </td>
                <td role="cell" data-phone-label="Last 24 hours" className={TD}>
                  {failureRateText(endpoint)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
