import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import type { DbOrTx } from '#server/db/client';
import type { PickupSiteSnapshot } from '#server/db/schema/orders';
import { sites } from '#server/db/schema/sites';
import type { PartRow } from '#server/domain/parts/part-mappers';
import type { SiteRow } from '#server/domain/sites/site-queries';
import type { SiteReach } from '#server/domain/access/site-reach';

const named = (site: Pick<SiteRow, 'id' | 'name'>) => `"${site.name}" (${site.id})`;

/**
 * The site an order picks up at, with its problems: the site named, which must be an active site
 * of the account with every part of the order there; or, none named, the one site all the parts
 * are at. `site` is undefined when there is none to check the window against. Read after the
 * parts were locked: an archive, which moves a site's parts, waits for them, so the site read is
 * the parts' site. A site the caller does not reach is named as no site of the account.
 */
export async function orderSiteProblems(
  db: DbOrTx,
  accountId: string,
  partRows: readonly PartRow[],
  listed: readonly (string | undefined)[],
  siteId: string | undefined,
  reach: SiteReach = null,
): Promise<{ site: SiteRow | undefined; details: ErrorDetail[] }> {
  const ids = [...new Set([...partRows.map((part) => part.siteId), ...(siteId === undefined ? [] : [siteId])])];
  if (ids.length === 0) return { site: undefined, details: [] };
  const rows = await db
    .select()
    .from(sites)
    .where(and(eq(sites.accountId, accountId), inArray(sites.id, ids), reach ? inArray(sites.id, [...reach]) : undefined));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (siteId !== undefined) return namedSiteProblems(byId, partRows, listed, siteId);
  const atSites = [...new Set(partRows.map((part) => part.siteId))].map((id) => byId.get(id)!);
  if (atSites.length <= 1) return { site: atSites[0], details: [] };
  const message =
    `The parts are at ${atSites.length} sites: ${atSites.map(named).join(', ')}. ` +
    'An order picks up at one site: place one order per site.';
  return { site: undefined, details: [{ field: 'part_ids', code: 'parts_at_several_sites', message }] };
}

function namedSiteProblems(
  byId: ReadonlyMap<string, SiteRow>,
  partRows: readonly PartRow[],
  listed: readonly (string | undefined)[],
  siteId: string,
): { site: SiteRow | undefined; details: ErrorDetail[] } {
  const site = byId.get(siteId);
  if (!site || site.status !== 'active') {
    const message = `site_id must be an active site of the account; ${siteId} is ${site ? 'archived' : 'not one'}.`;
    return { site: undefined, details: [{ field: 'site_id', code: 'not_found', message }] };
  }
  const details = partRows
    .filter((part) => part.siteId !== siteId)
    .map((part) => ({
      field: `part_ids.${listed.indexOf(part.id)}`,
      code: 'part_at_other_site',
      message: `Part ${part.id} is at ${named(byId.get(part.siteId)!)}, not at ${named(site)}, where the order picks up.`,
    }));
  return { site, details };
}

/** What the order keeps of its site as it is now. */
export function pickupSiteOf(site: SiteRow): PickupSiteSnapshot {
  return {
    id: site.id,
    name: site.name,
    address: { ...site.address },
    contact: { name: site.contactName, phone: site.contactPhone },
    access_notes: site.accessNotes,
  };
}
