/**
 * After a restart: every acknowledged write is present and unchanged, its
 * idempotent replay still answers with it, and no order anywhere is half-written.
 */
import type { Order } from '#contract/orders';
import type { Part, PartListItem } from '#contract/parts';
import type { AckedWrite } from './durability-burst';

/** What an open order's parts must show (docs/v1-decisions.md, Lifecycle). */
const PART_STATUS_OF_OPEN_ORDER: Record<string, string> = {
  pending: 'pickup_scheduled',
  scheduled: 'pickup_scheduled',
  picked_up: 'in_transit_to_center',
  in_service: 'at_service_center',
  out_for_delivery: 'in_transit_back',
};

export interface Verdict {
  problems: string[];
  ordersScanned: number;
  partsScanned: number;
  replaysChecked: number;
}

export type Client = <T>(path: string) => Promise<{ status: number; body: T }>;

export function clientFor(base: string, secret: string): Client {
  return async <T>(path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
    return { status: res.status, body: (await res.json()) as T };
  };
}

export async function listAll<T>(get: Client, path: string): Promise<T[]> {
  const all: T[] = [];
  let after = '';
  for (;;) {
    const { status, body } = await get<{ data: T[]; meta: { next_cursor: string | null } }>(`${path}${after}`);
    if (status !== 200) throw new Error(`GET ${path}${after} → ${status}`);
    all.push(...body.data);
    if (!body.meta.next_cursor) return all;
    after = `&after=${encodeURIComponent(body.meta.next_cursor)}`;
  }
}

/** Runs `fn` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

function checkOrderShape(order: Order, problems: string[]): void {
  const where = `order ${order.id} (${order.status})`;
  if (order.parts.length === 0 || order.part_count !== order.parts.length)
    problems.push(`${where}: part_count ${order.part_count}, ${order.parts.length} parts`);
  if (order.timeline[0]?.status !== 'pending') problems.push(`${where}: timeline does not start with pending`);
  if (order.timeline.at(-1)?.status !== order.status)
    problems.push(`${where}: timeline ends with ${order.timeline.at(-1)?.status}`);
  const expected = PART_STATUS_OF_OPEN_ORDER[order.status];
  for (const part of order.parts) {
    if (expected && part.status !== expected) problems.push(`${where}: part ${part.id} is ${part.status}, expected ${expected}`);
  }
}

async function checkAcked(base: string, secret: string, get: Client, acked: AckedWrite[], problems: string[]): Promise<number> {
  await eachLimited(acked, 8, async (write) => {
    if (write.path === '/v1/parts') {
      const { status, body } = await get<{ data: Part }>(`/v1/parts/${write.id}`);
      const sent = JSON.parse(write.body) as { internal_label: string; part_type: string };
      if (status !== 200) problems.push(`acknowledged part ${write.id}: GET → ${status}`);
      else if (body.data.internal_label !== sent.internal_label || body.data.part_type !== sent.part_type)
        problems.push(`acknowledged part ${write.id} changed`);
      return;
    }
    const { status, body } = await get<{ data: Order }>(`/v1/orders/${write.id}`);
    if (status !== 200) return void problems.push(`acknowledged order ${write.id}: GET → ${status}`);
    const ids = body.data.parts.map((p) => p.id).sort();
    if (JSON.stringify(ids) !== JSON.stringify([...(write.partIds ?? [])].sort()))
      problems.push(`acknowledged order ${write.id}: parts ${ids.join(',')}`);
    if (body.data.status !== 'pending') problems.push(`acknowledged order ${write.id}: status ${body.data.status}`);
  });
  // The stored responses survived too: a client retrying an acknowledged write gets the same answer.
  const sample = acked.filter((_, i) => i % Math.max(1, Math.floor(acked.length / 40)) === 0);
  await eachLimited(sample, 4, async (write) => {
    const res = await fetch(`${base}${write.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
      body: write.body,
    });
    const body = (await res.json()) as { data?: { id: string } };
    if (res.status !== 201 || res.headers.get('Idempotent-Replayed') !== 'true' || body.data?.id !== write.id) {
      problems.push(
        `replay of ${write.path} ${write.id}: ${res.status}, replayed=${res.headers.get('Idempotent-Replayed')}, id ${body.data?.id}`,
      );
    }
  });
  return sample.length;
}

export async function verifyAfterRestart(base: string, secret: string, acked: AckedWrite[]): Promise<Verdict> {
  const get = clientFor(base, secret);
  const problems: string[] = [];
  const replaysChecked = await checkAcked(base, secret, get, acked, problems);

  // Whole-account scan: every order consistent, and every part in the service loop is in exactly one open order.
  const orderItems = await listAll<{ id: string }>(get, '/v1/orders?limit=100');
  const inOpenOrders = new Map<string, number>();
  await eachLimited(orderItems, 8, async ({ id }) => {
    const { status, body } = await get<{ data: Order }>(`/v1/orders/${id}`);
    if (status !== 200) return void problems.push(`order ${id} listed but GET → ${status}`);
    checkOrderShape(body.data, problems);
    if (body.data.status !== 'completed')
      for (const p of body.data.parts) inOpenOrders.set(p.id, (inOpenOrders.get(p.id) ?? 0) + 1);
  });
  const parts = await listAll<PartListItem>(get, '/v1/parts?limit=100');
  for (const part of parts) {
    const open = inOpenOrders.get(part.id) ?? 0;
    const inLoop = Object.values(PART_STATUS_OF_OPEN_ORDER).includes(part.status);
    if (open > 1) problems.push(`part ${part.id} is in ${open} open orders`);
    if (inLoop !== (open === 1)) problems.push(`part ${part.id} is ${part.status} but in ${open} open orders`);
  }
  const labels = new Map<string, number>();
  for (const part of parts) labels.set(part.internal_label, (labels.get(part.internal_label) ?? 0) + 1);
  for (const [label, count] of labels)
    if (label.startsWith('dur-') && count > 1) problems.push(`part label ${label} written ${count} times`);
  return { problems, ordersScanned: orderItems.length, partsScanned: parts.length, replaysChecked };
}
