/** One case at one size: API over HTTP, the domain call in process, the bare floor and the typical SQL. */
import type { Db } from '#server/db/client';
import { CursorCodec, filterFingerprint, type CursorPosition } from '#server/domain/lists/cursor';
import { domainList, typicalPage, type BenchCase } from './server-bench-cases';
import { BENCH } from './server-bench-config';
import type { Floor } from './server-bench-floor';
import { summarise, timeInterleaved, type Summary } from './server-bench-stats';

export interface CaseResult {
  size: number;
  c: BenchCase;
  page: number;
  bytes: number;
  api: Summary;
  sql: Summary;
  floor: Summary;
  typical: Summary;
}

export interface Target {
  db: Db;
  size: number;
  accountId: string;
  /** GET on the API with the account's key, uncompressed (so the floor serves the same bytes). */
  get: (path: string) => Promise<Response>;
  floor: Floor;
  sessionSecret: string;
}

const query = (filters: Record<string, string>) => Object.entries(filters).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`);

/** Follows next_cursor to `pages` (or the last page); returns the page number reached and its `after`. */
async function walkTo(t: Target, path: string, pages: number): Promise<{ page: number; after: string }> {
  let after = '';
  let page = 1;
  for (; page < pages; page++) {
    const res = await t.get(`${path}${after}`);
    if (res.status !== 200) throw new Error(`${path}${after}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { meta: { next_cursor: string | null } };
    if (!body.meta.next_cursor) break;
    after = `&after=${encodeURIComponent(body.meta.next_cursor)}`;
  }
  return { page, after };
}

export async function measureCase(t: Target, c: BenchCase): Promise<CaseResult> {
  const path = `/v1/${c.resource}?limit=${BENCH.pageSize}${query(c.filters).join('')}`;
  const lastPage = Math.max(1, Math.ceil(t.size / BENCH.pageSize));
  const { page, after } = c.deep ? await walkTo(t, path, Math.min(BENCH.deepPage, lastPage)) : { page: 1, after: '' };
  const url = `${path}${after}`;
  let position: CursorPosition | null = null;
  if (after) {
    const cursor = decodeURIComponent(after.slice('&after='.length));
    position = new CursorCodec(t.sessionSecret).decode(cursor, filterFingerprint(c.resource, c.filters));
  }

  const bytes = await t.floor.mimic(await t.get(url));
  const ok = (request: () => Promise<Response>) => async () => {
    const res = await request();
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
  };
  const offset = (page - 1) * BENCH.pageSize;
  const calls = {
    api: ok(() => t.get(url)),
    floor: ok(() => fetch(`${t.floor.url}${url}`, { headers: { 'Accept-Encoding': 'identity' } })),
    sql: () => domainList(t.db, t.accountId, c, BENCH.pageSize, position),
    typical: () => typicalPage(t.db, t.accountId, c, BENCH.pageSize, offset),
  };
  await timeInterleaved(20, calls, { typical: 10 }); // warm-up
  const every = Math.max(1, Math.round(BENCH.samples / BENCH.typicalSamples));
  const { api, floor, sql, typical } = await timeInterleaved(BENCH.samples, calls, { typical: every });
  const name = `${c.resource} ${c.label}`;
  return {
    size: t.size,
    c,
    page,
    bytes,
    api: summarise(name, api),
    floor: summarise(name, floor),
    sql: summarise(name, sql),
    typical: summarise(name, typical),
  };
}
