import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SiteReach } from '#server/domain/access/site-reach';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import type { PartListRow } from './part-mappers';
import { prefixPattern, searchKeyOf } from './part-filter-conditions';
import { readListRowsBy } from './part-list-rows';
import { listParts } from './part-queries';

export interface PartLookup {
  rows: PartListRow[];
  /** Every part the search `q` finds, as GET /v1/parts?q= counts them. */
  total: number;
}

const PART_COLUMNS = getTableColumns(parts);
/** Compared byte by byte, as their indexes hold them (schema/parts.ts). */
const serialInOrder = sql`(${parts.serialSearchKey} collate "C")`;
const labelInOrder = sql`(lower(${parts.internalLabel}) collate "C")`;

/**
 * The two ranks a lookup reads by its own indexes, each a walk that stops after `limit` rows:
 * rank 0, the serial numbers whose key starts with the term's key; rank 1, the labels that start
 * with the term. In key order, so the exact serial (or label) comes first: it is the shortest
 * text with its own beginning.
 */
function startingWith(db: DbOrTx, accountId: string, q: string, limit: number, reach: SiteReach) {
  const within = reach === null ? undefined : inArray(parts.siteId, [...reach]);
  const bySerial = db
    .select({ ...PART_COLUMNS, rank: sql<number>`0`.as('rank'), rankKey: sql<string>`${serialInOrder}`.as('rank_key') })
    .from(parts)
    .where(
      and(
        eq(parts.accountId, accountId),
        within,
        sql`${searchKeyOf(q)} <> ''`,
        sql`${parts.serialSearchKey} <> ''`,
        sql`${serialInOrder} like ${searchKeyOf(q)} || '%'`,
      ),
    )
    .orderBy(serialInOrder, parts.id)
    .limit(limit);
  const byLabel = db
    .select({ ...PART_COLUMNS, rank: sql<number>`1`.as('rank'), rankKey: sql<string>`${labelInOrder}`.as('rank_key') })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), within, sql`${labelInOrder} like ${prefixPattern(q)}`))
    .orderBy(labelInOrder, parts.id)
    .limit(limit);
  return unionAll(bySerial, byLabel);
}

/**
 * What a person typed (a serial number however punctuated, a label), best match first: serial
 * numbers starting with it (the exact one first), then labels starting with it (the exact one
 * first), then every other part the list's search `q` finds, newest first. Each part once, at its
 * best rank. Every rank stops after `limit` rows of an index: the first two walk their btree
 * indexes, the third is the list's own first page (part-search-plan.ts), which also counts
 * every match. A rank that fills `limit` leaves nothing to the next, so the first `limit` of the
 * three in turn are the best `limit` of all.
 */
export async function lookUpParts(
  db: DbOrTx,
  accountId: string,
  q: string,
  limit: number,
  now: Date,
  reach: SiteReach = null,
): Promise<PartLookup> {
  // A site-limited member's lookup finds only their sites' parts: the ranks within them, the rest as their site list searches.
  const filters = reach === null ? { q } : { q, site_id: reach.join(',') };
  const [ranked, newest] = await Promise.all([
    readListRowsBy(db, startingWith(db, accountId, q, limit, reach), [sql`rank`, sql`rank_key`, sql`id`]),
    listParts(db, accountId, filters, { limit, after: null }, now),
  ]);
  const seen = new Set<string>();
  const rows = [...ranked, ...newest.items].filter((row) => !seen.has(row.id) && seen.add(row.id));
  return { rows: rows.slice(0, limit), total: newest.total };
}
