import { Link } from '@tanstack/react-router';
import { useNotificationsAvailability } from './api/notification-preferences-query';
import { modesSummary } from './notification-modes';

const CARD = 'rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700';

/** Settings' way to the person's notifications, shown once the server has answered that it has them (another v1 server may not). */
export function NotificationsSettingsSection() {
  const preferences = useNotificationsAvailability();
  if (!preferences.data) return null;
  return (
    <section aria-labelledby="settings-notifications" className="mb-8">
      <h2 id="settings-notifications" className="mb-2 text-lg font-semibold">
        Notifications
      </h2>
      <div className={CARD}>
        <p>The e-mail you get about orders, pickups, parts due and invoices: {modesSummary(preferences.data.categories)}.</p>
        <p className="mt-2">
          <Link to="/settings/notifications" className="touch-target font-medium">
            Choose notifications
          </Link>
        </p>
      </div>
    </section>
  );
}
