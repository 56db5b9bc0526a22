import { Link } from '@tanstack/react-router';
import { useWebhooksAvailability } from './api/webhook-endpoints-query';

const CARD = 'rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700';

/** Settings' way to webhooks, shown once the server has answered that it has them (another v1 server may not). */
export function WebhooksSettingsSection() {
  const endpoints = useWebhooksAvailability();
  if (!endpoints.data) return null;
  const count = endpoints.data.length;
  return (
    <section aria-labelledby="settings-webhooks" className="mb-8">
      <h2 id="settings-webhooks" className="mb-2 text-lg font-semibold">
        Webhooks
      </h2>
      <div className={CARD}>
        <p>Your systems hear about every change to parts, orders, invoices and API keys as it happens, without polling.</p>
        <p className="mt-2">
          <Link to="/settings/webhooks" className="touch-target font-medium">
            Manage webhooks
          </Link>{' '}
          <span className="text-slate-700 dark:text-slate-300">
            ({count === 0 ? 'no endpoints yet' : `${count} endpoint${count === 1 ? '' : 's'}`})
          </span>
        </p>
      </div>
    </section>
  );
}
