import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Site } from '#contract/sites';
import type { DbOrTx } from '#server/db/client';
import { sitePartCounts, sites } from '#server/db/schema/sites';
import type { SiteReach } from '#server/domain/access/site-reach';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';

export type SiteRow = typeof sites.$inferSelect;

export function toSite(row: SiteRow, partCount: number): Site {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    time_zone: row.timeZone,
    receiving_hours: row.receivingHours,
    closed_dates: row.closedDates,
    contact: { name: row.contactName, phone: row.contactPhone },
    access_notes: row.accessNotes,
    status: row.status,
    part_count: partCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Each site's parts, summed from the trigger-kept counters: a few rows per site. */
export async function partCountsOf(db: DbOrTx, accountId: string, siteIds: readonly string[]): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: sitePartCounts.siteId, n: sql<number>`coalesce(sum(${sitePartCounts.n}), 0)::int` })
    .from(sitePartCounts)
    .where(and(eq(sitePartCounts.accountId, accountId), inArray(sitePartCounts.siteId, [...siteIds])))
    .groupBy(sitePartCounts.siteId);
  return new Map(rows.map((row) => [row.siteId, Number(row.n)]));
}

export async function withPartCounts(db: DbOrTx, accountId: string, rows: readonly SiteRow[]): Promise<Site[]> {
  const counts = await partCountsOf(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSite(row, counts.get(row.id) ?? 0));
}

export interface SiteFilters {
  status?: string | undefined;
  q?: string | undefined;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(accountId: string, filters: SiteFilters, reach: SiteReach): SQL | undefined {
  const pattern = filters.q === undefined ? undefined : sql`lower(${`%${likeLiteral(filters.q)}%`})`;
  return and(
    eq(sites.accountId, accountId),
    reach === null ? undefined : inArray(sites.id, [...reach]),
    filters.status ? eq(sites.status, filters.status) : undefined,
    pattern ? or(sql`lower(${sites.name}) like ${pattern}`, sql`lower(${sites.address}->>'city') like ${pattern}`) : undefined,
  );
}

/**
 * A page of the account's sites, newest first, walking (account_id, created_at, id). An account has
 * tens of sites, so the filters and the total read them all. `reach`: a site-limited member's sites, the only ones listed.
 */
export async function listSites(
  db: DbOrTx,
  accountId: string,
  filters: SiteFilters,
  request: PageRequest,
  reach: SiteReach = null,
): Promise<Page<Site>> {
  if (reach?.length === 0) return toPage([], 0, request);
  const where = filterConditions(accountId, filters, reach);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sites)
      .where(and(where, afterPosition(sites.createdAt, sites.id, request.after)))
      .orderBy(...newestFirst(sites.createdAt, sites.id))
      .limit(request.limit + 1),
    db.$count(sites, where),
  ]);
  const page = toPage(rows, total, request);
  return { ...page, items: await withPartCounts(db, accountId, page.items) };
}

export async function findSiteRow(db: DbOrTx, accountId: string, id: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.accountId, accountId)));
  return row;
}

export async function getSite(db: DbOrTx, accountId: string, id: string): Promise<Site | null> {
  const row = await findSiteRow(db, accountId, id);
  if (!row) return null;
  const [site] = await withPartCounts(db, accountId, [row]);
  return site ?? null;
}

/** The account's site, locked for the rest of the transaction; undefined when it has none by that id. */
export async function lockOwnSite(tx: DbOrTx, accountId: string, id: string): Promise<SiteRow | undefined> {
  const [row] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.accountId, accountId)))
    .for('update');
  return row;
}

/**
 * The account's active sites, oldest first. `share`: each stays active until the transaction ends
 * (an archive waits for it), so a part registered or moved here never lands on an archived site.
 */
export async function activeSites(db: DbOrTx, accountId: string, share = false): Promise<Pick<SiteRow, 'id' | 'name'>[]> {
  const query = db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .orderBy(sites.createdAt, sites.id);
  return share ? query.for('share') : query;
}

/**
 * The account's active site, held FOR SHARE until the transaction ends (an archive of it waits);
 * undefined when the account has no active site by that id.
 */
export async function shareActiveSite(tx: DbOrTx, accountId: string, id: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .for('share');
  return row;
}

/** The account's oldest active site: where a part goes that names none (every account has one from its start). */
export async function homeSiteOf(db: DbOrTx, accountId: string): Promise<string> {
  const [site] = await activeSites(db, accountId);
  if (!site) throw new Error(`account ${accountId} has no active site`);
  return site.id;
}
