/**
 * What is measured for each resource: its first page and a deep page, each over HTTP, through the
 * domain's list function in process, and as the typical OFFSET + count(*) implementation would run it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { CursorPosition } from '#server/domain/lists/cursor';
import { listInvoices } from '#server/domain/invoices/invoice-queries';
import { listOrders } from '#server/domain/orders/order-queries';
import { listParts } from '#server/domain/parts/part-queries';
import { BENCH_SITES, benchSiteId, SEED_SPACING_MS } from './server-bench-seed';

export type Resource = 'parts' | 'orders' | 'invoices';
export const RESOURCES: Resource[] = ['parts', 'orders', 'invoices'];

export interface BenchCase {
  resource: Resource;
  label: string;
  /** Query filters beyond limit and after, as the API receives them. */
  filters: Record<string, string>;
  deep: boolean;
}

const DAY_MS = 86_400_000;

/** 30 days around the middle of the account's history (all of it when shorter). */
function middleMonth(size: number): { from: string; to: string } {
  const middle = Date.now() - (size * SEED_SPACING_MS) / 2;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(middle - 15 * DAY_MS), to: day(middle + 15 * DAY_MS) };
}

/** The day of pickups in the middle of the account's history (the seed's pickups start as each order is placed). */
function middleDayOfPickups(size: number): { pickup_from: string; pickup_to: string } {
  const middle = Date.now() - (size * SEED_SPACING_MS) / 2;
  return { pickup_from: new Date(middle).toISOString(), pickup_to: new Date(middle + DAY_MS).toISOString() };
}

/** First and deep page of each list, plus the filtered pages whose totals used to count rows. */
export function casesFor(resource: Resource, size: number): BenchCase[] {
  const plain: BenchCase[] = [
    { resource, label: 'first page', filters: {}, deep: false },
    { resource, label: 'deep page', filters: {}, deep: true },
  ];
  if (resource === 'parts') {
    // One kitchen's list: one of BENCH_SITES sites, walked on its own index like the whole list.
    const site = { site_id: benchSiteId(size) };
    return [
      ...plain,
      { resource, label: `site_id (1 of ${BENCH_SITES} sites), first page`, filters: site, deep: false },
      { resource, label: `site_id (1 of ${BENCH_SITES} sites), deep page`, filters: site, deep: true },
    ];
  }
  const status = resource === 'orders' ? 'completed' : 'paid';
  // One kitchen's orders: walked on orders_account_site_created_idx like the parts of a site.
  const site = { site_id: benchSiteId(size) };
  return [
    ...plain,
    ...(resource === 'orders'
      ? [
          { resource, label: `site_id (1 of ${BENCH_SITES} sites), first page`, filters: site, deep: false },
          { resource, label: `site_id (1 of ${BENCH_SITES} sites), deep page`, filters: site, deep: true },
        ]
      : []),
    { resource, label: `status=${status}, first page`, filters: { status }, deep: false },
    { resource, label: '30-day from/to, first page', filters: middleMonth(size), deep: false },
    ...(resource === 'orders'
      ? [{ resource, label: 'pickup range (a day), first page', filters: middleDayOfPickups(size), deep: false }]
      : []),
  ];
}

/** The domain call the route makes, without HTTP, auth or JSON. */
export function domainList(db: Db, accountId: string, c: BenchCase, limit: number, after: CursorPosition | null) {
  const request = { limit, after };
  if (c.resource === 'parts') return listParts(db, accountId, c.filters, request, new Date());
  if (c.resource === 'orders') return listOrders(db, accountId, c.filters, request);
  return listInvoices(db, accountId, c.filters, request);
}

/**
 * What a typical implementation runs per page: the same rows by OFFSET, and `count(*)` of every
 * matching row for the total. It gets the same indexes and the index-matching ORDER BY, so the
 * difference is OFFSET and count alone.
 */
export function typicalPage(db: Db, accountId: string, c: BenchCase, limit: number, offset: number): Promise<unknown> {
  const table = sql.raw(c.resource);
  const { status, from, to, pickup_from: pickupFrom, pickup_to: pickupTo, site_id: siteId } = c.filters;
  const where: SQL = sql.join(
    [
      sql`account_id = ${accountId}`,
      siteId ? sql`site_id = ${siteId}` : undefined,
      status ? sql`status = ${status}` : undefined,
      from ? sql`created_at >= ${`${from}T00:00:00Z`}::timestamptz` : undefined,
      to ? sql`created_at < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'` : undefined,
      pickupFrom ? sql`pickup_window_start >= ${pickupFrom}::timestamptz` : undefined,
      pickupTo ? sql`pickup_window_start < ${pickupTo}::timestamptz` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const order = pickupFrom ? sql`pickup_window_start asc, id asc` : sql`created_at desc nulls last, id desc nulls last`;
  return Promise.all([
    db.execute(sql`select * from ${table} where ${where} order by ${order} limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*) from ${table} where ${where}`),
  ]);
}
