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
    .select({ id: parts.id, siteId: parts.siteId })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), eq(parts.status, 'with_customer')))
    .orderBy(asc(parts.siteId), asc(parts.id))
    .limit(count * 6);
  // An order picks up at one site: each order's three parts come from the same site.
  const triples = threesPerSite(free).slice(0, count);
  const { start, end } = offeredWindow(new Date());
  const window = { pickup_window_start: start, pickup_window_end: end };
  const samples = await timeSequential(triples.length, (i) => post({ part_ids: triples[i], ...window }), 201);
  return summarise('POST /v1/orders (3 parts, Idempotency-Key)', samples);
}

function threesPerSite(free: readonly { id: string; siteId: string | null }[]): string[][] {
  const bySite = new Map<string | null, string[]>();
  for (const part of free) bySite.set(part.siteId, [...(bySite.get(part.siteId) ?? []), part.id]);
  return [...bySite.values()].flatMap((ids) =>
    Array.from({ length: Math.floor(ids.length / 3) }, (_, i) => ids.slice(i * 3, i * 3 + 3)),
  );
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
