import { useQuery } from '@tanstack/react-query';
import { sitesQueryOptions } from './api/sites-query';

/**
 * A site's name by id, for records that name sites (a part's home, its moves). Archived sites are
 * asked for only when `archivedToo`: a move's history may name a kitchen that has since closed.
 */
export function useSiteNames(enabled: boolean, archivedToo = false): (id: string) => string | undefined {
  const active = useQuery({ ...sitesQueryOptions('active'), retry: false, enabled });
  const archived = useQuery({ ...sitesQueryOptions('archived'), retry: false, enabled: enabled && archivedToo });
  return (id) => (active.data ?? []).concat(archived.data ?? []).find((site) => site.id === id)?.name;
}
