import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CursorPosition } from './cursor';

export interface PageRequest {
  limit: number;
  after: CursorPosition | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  /** Position of the last item when more rows follow, else null. */
  next: CursorPosition | null;
  page: number;
}

/** Keyset condition for newest-first order: rows strictly after the cursor's (created_at, id). */
export function afterPosition(createdAt: PgColumn, id: PgColumn, after: CursorPosition | null): SQL | undefined {
  if (!after) return undefined;
  return sql`(${createdAt}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`;
}

/**
 * Newest first, spelled exactly like the (account_id, created_at DESC NULLS LAST,
 * id DESC NULLS LAST) indexes: plain DESC means NULLS FIRST in Postgres, which
 * the planner cannot serve from those indexes (it would scan and sort).
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** Rows were fetched with limit + 1: the extra row only tells whether another page exists. */
export function toPage<T extends { createdAt: Date; id: string }>(rows: T[], total: number, request: PageRequest): Page<T> {
  const page = (request.after?.page ?? 0) + 1;
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  const next = rows.length > request.limit && last ? { createdAt: last.createdAt, id: last.id, page } : null;
  return { items, total, next, page };
}
