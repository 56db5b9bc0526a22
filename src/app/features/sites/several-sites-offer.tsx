import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { sitesQueryOptions } from './api/sites-query';

interface SiteGroup {
  siteId: string;
  partIds: string[];
}

const partsWord = (n: number) => (n === 1 ? 'the part' : `the ${n} parts`);

/**
 * The chosen parts are at several kitchens and a driver picks up at one: an order per site, each a
 * link to the form with that site's parts (and that site in scope).
 */
export function SeveralSitesOffer({ groups }: { groups: readonly SiteGroup[] }) {
  const { data: sites } = useQuery({ ...sitesQueryOptions('active'), retry: false });
  const nameOf = (id: string) => sites?.find((site) => site.id === id)?.name ?? 'another site';
  return (
    <div
      role="note"
      aria-label="Parts at several sites"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p>These parts are at {groups.length} sites, and a driver picks up at one. Place an order for each site&rsquo;s parts:</p>
      <ul className="mt-2 space-y-1">
        {groups.map((group) => (
          <li key={group.siteId}>
            <Link
              to="/orders/new"
              search={{ part_ids: group.partIds, site: group.siteId }}
              className="touch-target font-medium underline"
            >
              Order {partsWord(group.partIds.length)} at {nameOf(group.siteId)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
