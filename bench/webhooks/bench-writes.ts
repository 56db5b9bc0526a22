import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { setEventRecordingForBenchmark } from '#server/domain/events/event-recording';
import { offeredWindow } from '#server/testing/offered-windows';
import { summarise, type Summary } from '../server/server-bench-stats';
import type { BenchApi } from './bench-api';
import { benchReceiver } from './bench-receiver';

type Write = 'part' | 'patch' | 'order';

/**
 * Each write with its event and without, one right after the other, the one going first swapped
 * every round: neither side always follows the heavier order write or always starts a round.
 */
async function timeOnOff(rounds: number, writes: Record<Write, () => Promise<unknown>>) {
  const samples = { on: { part: [], patch: [], order: [] }, off: { part: [], patch: [], order: [] } } as Record<
    'on' | 'off',
    Record<Write, number[]>
  >;
  for (let round = 0; round < rounds; round++) {
    for (const write of ['part', 'patch', 'order'] as const) {
      for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
        setEventRecordingForBenchmark(on);
        const started = performance.now();
        await writes[write]();
        samples[on ? 'on' : 'off'][write].push(performance.now() - started);
      }
    }
  }
  return samples;
}

/**
 * The same writes with their events recorded and without (the switch only benchmarks may turn),
 * in pairs, so the machine's slow moments fall on both alike. With `listening`, an
 * endpoint takes every event, so "on" also queues deliveries and the worker makes them meanwhile.
 */
export async function benchWritesOnOff(
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
  if (free.length < rounds * 6) throw new Error(`${free.length} free parts; the order writes need ${rounds * 6}`);
  const { start, end } = offeredWindow(new Date());
  let order = 0;
  let n = 0;
  const placeOrder = () => {
    const ids = free.slice(order * 3, order * 3 + 3).map((part) => part.id);
    order += 1;
    return api.call('POST', '/v1/orders', { part_ids: ids, pickup_window_start: start, pickup_window_end: end }, true);
  };
  try {
    const { on, off } = await timeOnOff(rounds, {
      part: () => api.createPart(`Part ${(n += 1)}`),
      patch: () => api.call('PATCH', `/v1/parts/${patched}`, { model: `M${(n += 1)}` }),
      order: placeOrder,
    });
    return [
      summarise(`POST /v1/parts${label}, events on`, on.part),
      summarise(`POST /v1/parts${label}, events off`, off.part),
      summarise(`PATCH /v1/parts/:id${label}, events on`, on.patch),
      summarise(`PATCH /v1/parts/:id${label}, events off`, off.patch),
      summarise(`POST /v1/orders (3 parts)${label}, events on`, on.order),
      summarise(`POST /v1/orders (3 parts)${label}, events off`, off.order),
    ];
  } finally {
    setEventRecordingForBenchmark(true);
    if (endpoint) await api.deleteEndpoint(endpoint);
    await receiver.close();
  }
}
