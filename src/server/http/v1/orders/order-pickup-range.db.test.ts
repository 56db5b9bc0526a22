import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderListResponseSchema, type OrderListItem } from '#contract/orders';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

async function pickups(query: string): Promise<OrderListItem[]> {
  const seen: OrderListItem[] = [];
  let after: string | null = null;
  do {
    const res = await f.call('GET', `/v1/orders?${query}${after ? `&after=${after}` : ''}`);
    expect(res.status).toBe(200);
    const page = orderListResponseSchema.parse(res.body);
    seen.push(...page.data);
    after = page.meta.next_cursor;
  } while (after);
  return seen;
}

describe('GET /v1/orders with a pickup range (extension)', HEAVY, () => {
  it('lists exactly the pickups starting in [pickup_from, pickup_to), earliest first, with the window’s end, page by page', async () => {
    const partIds = await createParts(f, 6);
    // Placed in an order unlike their pickups: slots 3, 0, 5, 1, 4, 2.
    const placed = [];
    for (const [i, slot] of [3, 0, 5, 1, 4, 2].entries()) {
      f.t.clock.advance(1_000);
      const res = await f.call('POST', '/v1/orders', orderBody([partIds[i]!], f.t.clock.now(), slot));
      placed.push({ slot, order: res.body.data });
    }
    const bySlot = [...placed].sort((a, b) => a.slot - b.slot).map((p) => p.order);
    const from = bySlot[1]!.pickup_window_start;
    const to = bySlot[4]!.pickup_window_start;
    const found = await pickups(`pickup_from=${from}&pickup_to=${to}&limit=1`);
    expect(found.map((order) => order.id)).toEqual(bySlot.slice(1, 4).map((order) => order.id));
    expect(found[0]).toMatchObject({ pickup_date: from, pickup_window_end: bySlot[1]!.pickup_window_end });
    const first = (await f.call('GET', `/v1/orders?pickup_from=${from}&pickup_to=${to}`)).body;
    expect(first.meta.total).toBe(3);

    // With the status filter too; a cancelled pickup is still a pickup in the range unless filtered out.
    await f.call('POST', `/v1/orders/${bySlot[2]!.id}/cancel`);
    expect((await pickups(`pickup_from=${from}&pickup_to=${to}&status=pending`)).map((o) => o.id)).toEqual([
      bySlot[1]!.id,
      bySlot[3]!.id,
    ]);
    // The plain list is unchanged: newest first, and its items carry the window's end too.
    const plain = orderListResponseSchema.parse((await f.call('GET', '/v1/orders')).body).data;
    expect(plain.map((o) => o.id)).toEqual([...placed].reverse().map((p) => p.order.id));
    expect(plain.every((o) => o.pickup_window_end !== undefined)).toBe(true);
  });

  it('refuses half a range, a reversed or empty one, one over 62 days, and a cursor of another range, with every problem at once', async () => {
    const bad = async (query: string) => (await f.call('GET', `/v1/orders?${query}`)).body.error;
    expect(await bad('pickup_from=2026-12-01T00:00:00.000Z')).toMatchObject({
      code: 'invalid_parameter',
      details: [{ field: 'pickup_to', code: 'required' }],
    });
    expect(await bad('pickup_to=2026-12-01T00:00:00.000Z')).toMatchObject({
      details: [{ field: 'pickup_from', code: 'required' }],
    });
    expect(await bad('pickup_from=2026-12-02T00:00:00.000Z&pickup_to=2026-12-01T00:00:00.000Z')).toMatchObject({
      details: [{ field: 'pickup_to', code: 'invalid_value' }],
    });
    expect(await bad('pickup_from=2026-12-01T00:00:00.000Z&pickup_to=2026-12-01T00:00:00.000Z')).toMatchObject({
      details: [{ field: 'pickup_to', code: 'invalid_value' }],
    });
    expect((await bad('pickup_from=2026-12-01T00:00:00.000Z&pickup_to=2027-02-02T00:00:00.000Z')).details[0].message).toMatch(
      /at most 62 days apart/,
    );
    expect(await bad('pickup_from=tomorrow&pickup_to=2026-12-01T00:00:00.000Z')).toMatchObject({ code: 'invalid_parameter' });

    const partIds = await createParts(f, 2);
    for (const [i, id] of partIds.entries()) await f.call('POST', '/v1/orders', orderBody([id], f.t.clock.now(), i));
    const range = 'pickup_from=2026-11-01T00:00:00.000Z&pickup_to=2026-12-31T00:00:00.000Z';
    const cursor = (await f.call('GET', `/v1/orders?${range}&limit=1`)).body.meta.next_cursor;
    expect(cursor).toBeTruthy();
    expect((await f.call('GET', `/v1/orders?after=${cursor}`)).body.error.code).toBe('invalid_cursor');
  });

  it('can walk the (account_id, pickup_window_start, id) index: no sort, no scan of the account’s orders', async () => {
    // A test table is too small for the planner to prefer an index; with scans and sorts priced out,
    // the plan shows the index serves the query in its order on its own.
    const plan = await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`
        explain select * from orders where account_id = ${f.account.accountId}
          and pickup_window_start >= '2026-11-01' and pickup_window_start < '2026-12-01'
        order by pickup_window_start asc, id asc limit 101`);
    });
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/orders_account_pickup_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
