import { sql } from 'drizzle-orm';
import { EVENT_TYPES } from '#contract/events';
import type { Db } from '#server/db/client';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { summarise, timeInterleaved, type Summary } from '../server/server-bench-stats';

const BATCH = 20_000;

/** `count` events and `count` parts for one account: the events spread over the last 23 days, every type alike. */
export async function seedEventsAndParts(db: Db, accountId: string, count: number): Promise<void> {
  await insertBulkParts(db, { accountId, count, now: new Date(), seed: 7 });
  const types = sql.raw(`array[${EVENT_TYPES.map((type) => `'${type}'`).join(',')}]`);
  for (let first = 0; first < count; first += BATCH) {
    await db.execute(sql`
      insert into events (id, account_id, type, object_id, created_at, occurred_at, data)
      select 'evt_bench' || lpad(g::text, 9, '0'), ${accountId}, (${types})[1 + g % ${EVENT_TYPES.length}],
        'part_bench' || (g % 5000), now() - g * interval '20 seconds', now() - g * interval '20 seconds',
        '{"object":{"id":"part_bench' || (g % 5000) || '"}}'
      from generate_series(${first + 1}::int, ${Math.min(count, first + BATCH)}::int) as g`);
  }
  await refreshPlannerStatistics(db);
}

type Get = (path: string) => Promise<{ meta: { next_cursor: string | null } }>;

/** A cursor `pages` pages into a list, for the deep-page reads. */
async function cursorAt(get: Get, path: string, pages: number): Promise<string> {
  let after = '';
  for (let i = 0; i < pages; i++) after = (await get(`${path}${after ? `&after=${after}` : ''}`)).meta.next_cursor ?? '';
  return after;
}

/** GET /v1/events beside GET /v1/parts, first and deep pages of 100, one after the other in turn. */
export async function benchEventsList(get: Get, rounds: number): Promise<Summary[]> {
  const eventsDeep = await cursorAt(get, '/v1/events?limit=100', 50);
  const partsDeep = await cursorAt(get, '/v1/parts?limit=100', 50);
  const typesDeep = await cursorAt(get, '/v1/events?limit=100&type=order.status_changed,invoice.status_changed', 20);
  const samples = await timeInterleaved(rounds, {
    parts: () => get('/v1/parts?limit=100'),
    partsDeep: () => get(`/v1/parts?limit=100&after=${partsDeep}`),
    events: () => get('/v1/events?limit=100'),
    eventsDeep: () => get(`/v1/events?limit=100&after=${eventsDeep}`),
    twoTypes: () => get('/v1/events?limit=100&type=order.status_changed,invoice.status_changed'),
    twoTypesDeep: () => get(`/v1/events?limit=100&type=order.status_changed,invoice.status_changed&after=${typesDeep}`),
    object: () => get('/v1/events?limit=100&object_id=part_bench42'),
  });
  return [
    summarise('GET /v1/parts?limit=100 (default list), page 1', samples.parts),
    summarise('GET /v1/parts?limit=100, page 51', samples.partsDeep),
    summarise('GET /v1/events?limit=100, page 1', samples.events),
    summarise('GET /v1/events?limit=100, page 51', samples.eventsDeep),
    summarise('GET /v1/events, two types, page 1', samples.twoTypes),
    summarise('GET /v1/events, two types, page 21', samples.twoTypesDeep),
    summarise('GET /v1/events?object_id=…', samples.object),
  ];
}

/** The plan of the default page: an index walk that stops after a page, no sort. */
export async function explainEventsPage(db: Db, accountId: string): Promise<string> {
  const result = await db.execute(sql`explain (analyze, costs off, timing off, summary off)
    select id, type, created_at, data from events where account_id = ${accountId}
    order by created_at desc nulls last, id desc nulls last limit 101`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
}
