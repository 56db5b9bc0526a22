/** POST /v1/orders with three of the account's parts and an Idempotency-Key, one at a time. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { parts } from '../src/server/db/schema/parts';
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
  const window = (i: number) => {
    const start = new Date(Date.now() + 24 * 3_600_000 + i * 60_000);
    return {
      pickup_window_start: start.toISOString(),
      pickup_window_end: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    };
  };
  const samples = await timeSequential(
    orders,
    (i) => post({ part_ids: free.slice(i * 3, i * 3 + 3).map((p) => p.id), ...window(i) }),
    201,
  );
  return summarise('POST /v1/orders (3 parts, Idempotency-Key)', samples);
}
