import { performance } from 'node:perf_hooks';
import type { Db } from '#server/db/client';
import { inEventTransaction, recordEvents } from '#server/domain/events/event-transaction';
import { summarise, type Summary } from '../server/server-bench-stats';
import { benchReceiver } from './bench-receiver';
import type { BenchApi } from './bench-api';

/**
 * Latency: parts registered one at a time over HTTP, each timed from its 201 (the change has
 * committed) to its event's arrival at a receiver on 127.0.0.1.
 */
export async function benchLatency(api: BenchApi, count: number): Promise<Summary> {
  const receiver = await benchReceiver();
  const endpoint = await api.createEndpoint(receiver.url, ['part.created']);
  const samples: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const part = await api.createPart(`Latency ${i}`);
      const answered = performance.now();
      await receiver.reach(i + 1);
      samples.push(receiver.byObject.get(part)! - answered);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await api.deleteEndpoint(endpoint);
    await receiver.close();
  }
  return summarise('change → receiver (POST /v1/parts answered → delivery arrived)', samples);
}

const WRITERS = 4;

/**
 * Throughput: `events` changes over HTTP from four clients at once with three endpoints listening,
 * until every delivery has arrived.
 */
export async function benchThroughput(api: BenchApi, events: number): Promise<{ writesMs: number; deliveredMs: number }> {
  const receivers = await Promise.all([benchReceiver(), benchReceiver(), benchReceiver()]);
  const endpoints = await Promise.all(receivers.map((receiver) => api.createEndpoint(receiver.url, ['part.created'])));
  try {
    const started = performance.now();
    let next = 0;
    const writer = async () => {
      while (next < events) await api.createPart(`Throughput ${(next += 1)}`);
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const writesMs = performance.now() - started;
    await Promise.all(receivers.map((receiver) => receiver.reach(events)));
    const deliveredMs = performance.now() - started;
    const ids = receivers.map((receiver) => receiver.arrivals.size);
    if (ids.some((n) => n !== events)) throw new Error(`distinct deliveries per receiver: ${ids.join(', ')}`);
    return { writesMs, deliveredMs };
  } finally {
    for (const endpoint of endpoints) await api.deleteEndpoint(endpoint);
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
}

/** Delivery alone: `events` recorded in one transaction with three endpoints listening, until every delivery has arrived. */
export async function benchBacklog(api: BenchApi, db: Db, accountId: string, events: number): Promise<number> {
  const receivers = await Promise.all([benchReceiver(), benchReceiver(), benchReceiver()]);
  const endpoints = await Promise.all(receivers.map((receiver) => api.createEndpoint(receiver.url, ['part.updated'])));
  try {
    const started = performance.now();
    const batch = Array.from({ length: events }, (_, i) => ({
      accountId,
      type: 'part.updated' as const,
      object: { id: `part_backlog_${i}`, internal_label: `Backlog ${i}` },
      previous: { internal_label: `Was ${i}` },
      at: new Date(),
    }));
    await inEventTransaction(db, new Date(), async (tx) => recordEvents(tx, batch));
    await Promise.all(receivers.map((receiver) => receiver.reach(events, 120_000)));
    return performance.now() - started;
  } finally {
    for (const endpoint of endpoints) await api.deleteEndpoint(endpoint);
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
}
