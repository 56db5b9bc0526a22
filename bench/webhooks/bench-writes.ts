import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { offeredWindow } from '#server/testing/offered-windows';
import { summarise, type Summary } from '../server/server-bench-stats';
import type { BenchApi } from './bench-api';
import { benchReceiver } from './bench-receiver';

type Write = 'part' | 'patch' | 'order';

/** Each write in turn, round after round, so the machine's slow moments fall on all alike. */
async function timeWrites(rounds: number, writes: Record<Write, () => Promise<unknown>>) {
  const samples: Record<Write, number[]> = { part: [], patch: [], order: [] };
  for (let round = 0; round < rounds; round++) {
    for (const write of ['part', 'patch', 'order'] as const) {
      const started = performance.now();
      await writes[write]();
      samples[write].push(performance.now() - started);
    }
  }
  return samples;
}

/**
 * Writes with their events (every write records one: there is no switch to turn them off). With
 * `listening`, an endpoint takes every event, so each write also queues deliveries and the worker
 * makes them meanwhile: the two runs side by side show what a listener costs a write.
 */
export async function benchWrites(
  api: BenchApi,
  db: Db,
  accountId: string,
  rounds: number,
  listening: boolean,
): Promise<Summary[]> {
  const receiver = await benchReceiver();
  const endpoint = listening ? await api.createEndpoint(receiver.url, ['*']) : null;
  const label = listening ? ', an endpoint listening' : '';
  const patched = await api.createPart('Patched');
  const free = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), eq(parts.status, 'with_customer')))
    .orderBy(asc(parts.id))
    .limit(rounds * 6);
  if (free.length < rounds * 3) throw new Error(`${free.length} free parts; the order writes need ${rounds * 3}`);
  const { start, end } = offeredWindow(new Date());
  let order = 0;
  let n = 0;
  const placeOrder = () => {
    const ids = free.slice(order * 3, order * 3 + 3).map((part) => part.id);
    order += 1;
    return api.call('POST', '/v1/orders', { part_ids: ids, pickup_window_start: start, pickup_window_end: end }, true);
  };
  try {
    const samples = await timeWrites(rounds, {
      part: () => api.createPart(`Part ${(n += 1)}`),
      patch: () => api.call('PATCH', `/v1/parts/${patched}`, { model: `M${(n += 1)}` }),
      order: placeOrder,
    });
    return [
      summarise(`POST /v1/parts${label}`, samples.part),
      summarise(`PATCH /v1/parts/:id${label}`, samples.patch),
      summarise(`POST /v1/orders (3 parts)${label}`, samples.order),
    ];
  } finally {
    if (endpoint) await api.deleteEndpoint(endpoint);
    await receiver.close();
  }
}
