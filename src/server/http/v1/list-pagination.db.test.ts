import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createParts, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
let original: string[];

beforeAll(async () => {
  f = await v1Fixture();
  original = (await insertBulkParts(f.t.db, { accountId: f.account.accountId, count: 1000, now: T0, seed: 7 })).map((p) => p.id);
});
afterAll(() => f.t.close());

async function walk(query: string, between?: () => Promise<unknown>) {
  const seen: string[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
    const res = await f.call('GET', `/v1/parts?${query}${after}`);
    expect(res.status).toBe(200);
    seen.push(...res.body.data.map((p: { id: string }) => p.id));
    pages.push(res.body.meta.page);
    cursor = res.body.meta.next_cursor;
    await between?.();
  } while (cursor);
  return { seen, pages };
}

describe('cursor pagination', HEAVY, () => {
  it('walks 1,000 parts with no duplicates and no gaps while parts are added between pages', async () => {
    const { seen, pages } = await walk('limit=37', async () => {
      f.t.clock.advance(1000);
      await createParts(f, 2);
    });
    expect(seen).toHaveLength(1000);
    expect(new Set(seen)).toEqual(new Set(original));
    expect(pages).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect((await f.call('GET', '/v1/parts?limit=1')).body.meta.total).toBe(1000 + 28 * 2);
  });

  it('orders rows with the same created_at by id, and still pages through them all', async () => {
    const sameMoment = await createParts(f, 15, 'chisel');
    const { seen } = await walk('part_type=chisel&limit=4');
    const chisels = new Set((await walk('part_type=chisel&limit=100')).seen);
    expect(seen).toHaveLength(chisels.size);
    expect(new Set(seen)).toEqual(chisels);
    const newest = seen.slice(0, 15);
    expect(newest).toEqual([...sameMoment].sort().reverse());
  });

  it('pages through the in_service group in order, merging its four statuses', async () => {
    const statuses = ['pickup_scheduled', 'in_transit_to_center', 'at_service_center', 'in_transit_back'] as const;
    const chosen = original.filter((_, i) => i % 9 === 0);
    for (const [i, id] of chosen.entries()) {
      await f.t.db
        .update(parts)
        .set({ status: statuses[i % 4]! })
        .where(eq(parts.id, id));
    }
    const expected = (
      await f.t.db
        .select({ id: parts.id })
        .from(parts)
        .where(inArray(parts.status, [...statuses]))
        .orderBy(desc(parts.createdAt), desc(parts.id))
    ).map((r) => r.id);
    const { seen } = await walk('status=in_service&limit=7');
    expect(seen).toEqual(expected);
    expect((await f.call('GET', '/v1/parts?status=in_service')).body.meta.total).toBe(chosen.length);
  });

  it('refuses garbage, tampered and foreign cursors with 400 invalid_cursor', async () => {
    const first = await f.call('GET', '/v1/parts?limit=5&status=with_customer');
    const cursor: string = first.body.meta.next_cursor;
    const [body, signature] = cursor.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, p: 99 })).toString('base64url');
    const bad = ['abc', `${forged}.${signature}`, `${body}.${signature!.slice(1)}x`, `${cursor}.extra`, ''];
    for (const after of bad) {
      const res = await f.call('GET', `/v1/parts?limit=5&status=with_customer&after=${encodeURIComponent(after)}`);
      expect(res.status, after).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
    }
    for (const query of ['limit=5', 'limit=5&status=retired', 'limit=5&status=with_customer&part_type=saw']) {
      const res = await f.call('GET', `/v1/parts?${query}&after=${encodeURIComponent(cursor)}`);
      expect(res.body.error?.code, query).toBe('invalid_cursor');
    }
    const unfiltered = (await f.call('GET', '/v1/parts?limit=5')).body.meta.next_cursor;
    for (const path of ['/v1/orders', '/v1/invoices']) {
      expect((await f.call('GET', `${path}?after=${encodeURIComponent(unfiltered)}`)).body.error.code).toBe('invalid_cursor');
    }
    const sameFilters = await f.call('GET', `/v1/parts?status=with_customer&limit=5&after=${encodeURIComponent(cursor)}`);
    expect(sameFilters.status).toBe(200);
    expect(sameFilters.body.meta.page).toBe(2);
  });
});
