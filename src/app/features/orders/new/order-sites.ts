import type { PartListItem } from '#contract/parts';

/** The chosen parts of one site, for an order of their own. */
export interface SiteGroup {
  siteId: string;
  partIds: string[];
}

/**
 * Where an order of these parts picks up (the sites extension): the one site they are all at, whose
 * receiving hours the offered windows must fit. Parts at several sites cannot go in one order: each
 * site's parts, in the order chosen, make a group. Parts not known yet, or from a server without
 * sites, are left out.
 */
export function sitesOfParts(
  partIds: readonly string[],
  partOf: (id: string) => Pick<PartListItem, 'site_id'> | undefined,
): { pickupSite: string | undefined; siteGroups: SiteGroup[] } {
  const groups = new Map<string, string[]>();
  for (const id of partIds) {
    const siteId = partOf(id)?.site_id;
    if (siteId !== undefined) groups.set(siteId, [...(groups.get(siteId) ?? []), id]);
  }
  if (groups.size === 1) return { pickupSite: [...groups.keys()][0], siteGroups: [] };
  return { pickupSite: undefined, siteGroups: [...groups].map(([siteId, ids]) => ({ siteId, partIds: ids })) };
}
