import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Select } from '#app/components/ui/field';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { sitesByName } from '#app/features/sites/part-site-choice';
import { useLimitedToSites } from '#app/features/session/session-scopes';
import { useSiteInScope } from './site-scope';

const ALL_SITES = '';

/**
 * "All sites" or one kitchen, for every list and count of the portal, kept in the URL. Shown only
 * where there is a choice: a server with sites and an account with two active sites or more. The
 * header's is "Site"; the order form's, the same choice, "Pick up at". A member limited to some sites
 * chooses among theirs ("All my sites"): the server lists no other.
 */
export function SiteSwitcher({ label = 'Site', className = '' }: { label?: string; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { data: sites } = useQuery({ ...sitesQueryOptions('active'), retry: false });
  const site = useSiteInScope();
  const limited = useLimitedToSites();
  if (!sites || sites.length < 2) return null;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <Select
        id={id}
        className="min-h-10 w-auto max-w-[14rem] py-1"
        value={site ?? ALL_SITES}
        onChange={(event) => {
          const next = event.target.value === ALL_SITES ? undefined : event.target.value;
          void navigate({ to: '.', search: (previous) => ({ ...previous, site: next }) });
        }}
      >
        <option value={ALL_SITES}>{limited ? 'All my sites' : 'All sites'}</option>
        {sitesByName(sites).map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
