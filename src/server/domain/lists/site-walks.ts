import { sql, type SQL } from 'drizzle-orm';
import type { Page } from './pagination';

/** The sites a list names, each once, in the order given; undefined when it names none. */
export function siteIdsOfFilter(siteId: string | undefined): string[] | undefined {
  return siteId === undefined ? undefined : [...new Set(siteId.split(','))];
}

/** Newest first in the merge of the sites' walks: the branches' output columns, unqualified. */
export const MERGED_NEWEST_FIRST: [SQL, SQL] = [sql.raw('created_at desc nulls last'), sql.raw('id desc nulls last')];

/**
 * A site list's total has no counter: it is counted over the sites' index on the first page and
 * carried by the cursor, so later pages need not count again.
 */
export function withCarriedTotal<T>(page: Page<T>): Page<T> {
  return page.next ? { ...page, next: { ...page.next, total: page.total } } : page;
}
