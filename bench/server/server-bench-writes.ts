/**
 * POST /v1/parts, one at a time: each insert also pays the search indexes and the counter triggers.
 *
 * POST /v1/orders with three of the account's parts and an Idempotency-Key, one at a time, in the
 * first offered pickup window (the bench server seats them all), so every write pays the real
 * window check and its lock.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { offeredWindow } from '#server/testing/offered-windows';
import { summarise, timeSequential, type Summary } from './server-bench-stats';

export async function benchOrderWrites(
  db: Db,
  accountId: string,
  post: (body: unknown) => Promise<Response>,
  count = 200,
): Promise<Summary> {
  const free = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), eq(parts.status, 'with_customer')))
    .orderBy(asc(parts.id))
    .limit(count * 3);
  const orders = Math.min(count, Math.floor(free.length / 3));
  const { start, end } = offeredWindow(new Date());
  const window = { pickup_window_start: start, pickup_window_end: end };
  const samples = await timeSequential(
    orders,
    (i) => post({ part_ids: free.slice(i * 3, i * 3 + 3).map((p) => p.id), ...window }),
    201,
  );
  return summarise('POST /v1/orders (3 parts, Idempotency-Key)', samples);
}

/** `siteId`: the bench accounts have many sites, so every part names one. */
export async function benchPartWrites(post: (body: unknown) => Promise<Response>, siteId: string, count = 200): Promise<Summary> {
  const samples = await timeSequential(
    count,
    (i) =>
      post({
        part_type: 'blade',
        internal_label: `Bench line blade #${i}`,
        serial_number: `BW-${100000 + i}`,
        manufacturer: 'Kessler',
        model: 'Kessler 300',
        site_id: siteId,
      }),
    201,
  );
  return summarise('POST /v1/parts (Idempotency-Key)', samples);
}
