import type { Site } from '#contract/sites';
import { SITES_FIELD_ID } from './preferences-form-values';

interface SitesChoiceProps {
  allSites: boolean;
  siteIds: readonly string[];
  /** The member's own active sites (the list a member limited to some sites is given is theirs only). */
  sites: readonly Site[];
  onChange: (next: { allSites: boolean; siteIds: string[] }) => void;
  error?: string;
}

const ERROR = 'text-sm font-medium text-red-800 dark:text-red-300';

/** "All my sites", or some of them: mail about other sites' orders and parts is left out. */
export function SitesChoice({ allSites, siteIds, sites, onChange, error }: SitesChoiceProps) {
  const toggle = (id: string, on: boolean) =>
    onChange({ allSites: false, siteIds: on ? [...siteIds, id] : siteIds.filter((siteId) => siteId !== id) });
  return (
    <fieldset
      id={SITES_FIELD_ID}
      tabIndex={-1}
      aria-describedby={[`${SITES_FIELD_ID}-hint`, error ? `${SITES_FIELD_ID}-error` : ''].filter(Boolean).join(' ')}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-lg font-semibold">Sites to hear about</legend>
      <p id={`${SITES_FIELD_ID}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
        Order updates, pickup reminders and parts due come only for these sites. Invoices are for the whole account.
      </p>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="radio"
          name="notify-sites"
          checked={allSites}
          onChange={() => onChange({ allSites: true, siteIds: [...siteIds] })}
        />
        All my sites, including new ones
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="radio"
          name="notify-sites"
          checked={!allSites}
          onChange={() => onChange({ allSites: false, siteIds: [...siteIds] })}
        />
        Only these sites
      </label>
      {allSites ? null : (
        <ul className="ml-6 flex flex-col gap-1">
          {sites.map((site) => (
            <li key={site.id}>
              <label className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={siteIds.includes(site.id)}
                  onChange={(event) => toggle(site.id, event.target.checked)}
                />
                {site.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${SITES_FIELD_ID}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
