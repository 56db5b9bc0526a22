import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '#contract/sites';
import { addSite } from '#server/testing/site-kit';
import { v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };
const ROWS = 4000;

let f: V1Fixture;
let busy: Site;
let quiet: Site;
let rare: Site;
/** Row g of the generated orders and invoices is at `rare` one in forty, `quiet` one in ten, else `busy`. */
const siteOfRow = (g: number) => (g % 40 === 0 ? rare : g % 10 === 0 ? quiet : busy);

beforeAll(async () => {
  f = await v1Fixture();
  [busy, quiet, rare] = [await addSite(f, 'Busy'), await addSite(f, 'Quiet'), await addSite(f, 'Rare')];
  const account = f.account.accountId;
  const siteCase = sql`case when g % 40 = 0 then ${rare.id} when g % 10 = 0 then ${quiet.id} else ${busy.id} end`;
  // Every tenth minute two rows share a created_at, so pages also break ties on the id.
  const at = sql`now() - (g - g % 10 / 9) * interval '1 minute'`;
  await f.t.db.execute(sql`
    insert into orders (id, account_id, order_number, status, part_count, total_cents,
                        pickup_window_start, pickup_window_end, expected_return_date, created_at, site_id)
    select 'ord_plan_' || g, ${account}, 'P-' || g, case when g % 3 = 0 then 'completed' else 'pending' end, 1, 100,
           ${at}, ${at} + interval '2 hours', ${at} + interval '3 days', ${at}, ${siteCase}
    from generate_series(1, ${ROWS}) g`);
  await f.t.db.execute(sql`
    insert into invoices (id, account_id, order_id, invoice_number, status, subtotal_cents, tax_cents, total_cents, due_date, created_at)
    select 'inv_plan_' || g, ${account}, 'ord_plan_' || g, 'INV-P-' || g, 'sent', 100, 8, 108, '2027-01-01', ${at}
    from generate_series(1, ${ROWS}) g`);
  await f.t.db.execute(sql`analyze orders`);
  await f.t.db.execute(sql`analyze invoices`);
}, 180_000);
afterAll(() => f.t.close());

/** Every item of a list, page after page, with the total each page announced. */
async function walk(path: string): Promise<{ ids: string[]; totals: Set<number>; pages: number }> {
  const ids: string[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  let pages = 0;
  do {
    const res = await f.call('GET', `${path}${after ? `&after=${after}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.data.map((item: { id: string }) => item.id));
    totals.add(res.body.meta.total);
    after = res.body.meta.next_cursor;
    pages++;
  } while (after);
  return { ids, totals, pages };
}

/** The generated rows of these sites, newest first (created_at, then id, both descending). */
async function expected(table: 'orders' | 'invoices', sites: Site[], status?: string): Promise<string[]> {
  const res = await f.t.db.execute(sql`
    select id from ${sql.raw(table)} where account_id = ${f.account.accountId}
      and site_id in (${sql.join(
        sites.map((site) => sql`${site.id}`),
        sql`, `,
      )}) ${status ? sql`and status = ${status}` : sql``}
    order by created_at desc, id desc`);
  return (res as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function planOf(table: 'orders' | 'invoices', site: Site): Promise<string> {
  const plan = await f.t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return tx.execute(sql`
      explain select * from ${sql.raw(table)} where account_id = ${f.account.accountId} and site_id = ${site.id}
        and (created_at, id) < (now(), 'z')
      order by created_at desc nulls last, id desc nulls last limit 101`);
  });
  return (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the orders and invoices of some sites', HEAVY, () => {
  it('lists the orders of two sites newest first, page after page, each once, with one total', async () => {
    const { ids, totals, pages } = await walk(`/v1/orders?site_id=${quiet.id},${rare.id}&limit=100`);
    expect(ids).toEqual(await expected('orders', [quiet, rare]));
    expect(ids).toHaveLength(ROWS / 10);
    expect(pages).toBe(4);
    expect([...totals]).toEqual([ROWS / 10]);
  });

  it('combines a site with the status filter, and lists one site’s orders', async () => {
    const { ids, totals } = await walk(`/v1/orders?site_id=${rare.id}&status=completed&limit=7`);
    expect(ids).toEqual(await expected('orders', [rare], 'completed'));
    expect([...totals]).toEqual([ids.length]);
    for (const id of ids) expect(siteOfRow(Number(id.replace('ord_plan_', '')))).toBe(rare);
  });

  it('keeps to the sites within a pickup range too, earliest pickup first', async () => {
    const range = `pickup_from=${new Date(Date.now() - 4 * 86_400_000).toISOString()}&pickup_to=${new Date(Date.now() + 86_400_000).toISOString()}`;
    const { ids, totals } = await walk(`/v1/orders?site_id=${rare.id}&${range}&limit=30`);
    expect([...ids].sort()).toEqual([...(await expected('orders', [rare]))].sort());
    expect([...totals]).toEqual([ROWS / 40]);
  });

  it('lists the invoices of two sites by their orders’ site, page after page', async () => {
    const { ids, totals, pages } = await walk(`/v1/invoices?site_id=${rare.id},${quiet.id}&limit=100`);
    expect(ids).toEqual(await expected('invoices', [quiet, rare]));
    expect(ids).toHaveLength(ROWS / 10);
    expect(pages).toBe(4);
    expect([...totals]).toEqual([ROWS / 10]);
  });

  it('refuses an id that is no site of the account with 400 invalid_parameter, on both lists', async () => {
    for (const path of ['/v1/orders', '/v1/invoices']) {
      const res = await f.call('GET', `${path}?site_id=${rare.id},site_nope`);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_parameter');
      expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'site_id', code: 'not_found' })]);
      expect(res.body.error.message).toContain('site_nope');
    }
  });

  it('walks one site’s orders and invoices on their own index, newest first, without sorting them', async () => {
    for (const table of ['orders', 'invoices'] as const) {
      const text = await planOf(table, rare);
      expect(text).toMatch(new RegExp(`${table}_account_site_created_idx`));
      expect(text).not.toMatch(/Sort/);
    }
  });
});
