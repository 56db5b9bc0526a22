import { Link } from '@tanstack/react-router';
import { useSitesAvailability } from './api/sites-query';

const CARD = 'rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700';

/** Settings' way to sites, shown once the server has answered that it has them (another v1 server may not). */
export function SitesSettingsSection() {
  const sites = useSitesAvailability();
  if (!sites.data) return null;
  const count = sites.data.length;
  return (
    <section aria-labelledby="settings-sites" className="mb-8">
      <h2 id="settings-sites" className="mb-2 text-lg font-semibold">
        Sites
      </h2>
      <div className={CARD}>
        <p>
          Each kitchen’s address, time zone, receiving hours and closed dates, so drivers come when someone can hand the parts
          over.
        </p>
        <p className="mt-2">
          <Link to="/settings/sites" className="touch-target font-medium">
            Manage sites
          </Link>{' '}
          <span className="text-slate-700 dark:text-slate-300">
            ({count} active site{count === 1 ? '' : 's'})
          </span>
        </p>
      </div>
    </section>
  );
}
