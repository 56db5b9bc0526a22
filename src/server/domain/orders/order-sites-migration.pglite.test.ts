import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { MIGRATIONS_DIR, openDatabase } from '#server/db/open-database';

/**
 * A database made by the release before order sites (every migration up to the one that adds
 * them), holding orders of two accounts, one without parts, and an invoice; then the migration.
 */
const ORDER_SITES_TAG = '_order-sites';
let db: Db;
let close: () => Promise<void>;
let before: string;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'before-order-sites-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith(ORDER_SITES_TAG));
  expect(first).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  ({ db, close } = await openDatabase({ migrationsDir: before }));
  await db.execute(
    sql`insert into accounts (id, name, plan) values ('acct_a', 'A', 'enterprise'), ('acct_b', 'B', 'enterprise')`,
  );
  await db.execute(sql`update sites set name = 'Kitchen ' || account_id, access_notes = 'Back door'`);
  await db.execute(sql`
    insert into parts (id, account_id, part_type, status, internal_label)
    values ('part_a1', 'acct_a', 'saw', 'pickup_scheduled', 'A1'), ('part_b1', 'acct_b', 'saw', 'pickup_scheduled', 'B1')`);
  await db.execute(sql`
    insert into orders (id, account_id, order_number, status, part_count, total_cents,
                        pickup_window_start, pickup_window_end, expected_return_date)
    values ('ord_a', 'acct_a', 'WS-1', 'completed', 1, 100, now(), now(), now()),
           ('ord_b', 'acct_b', 'WS-1', 'pending', 1, 100, now(), now(), now()),
           ('ord_empty', 'acct_b', 'WS-2', 'cancelled', 0, 0, now(), now(), now())`);
  await db.execute(sql`
    insert into order_parts (order_id, part_id, position) values ('ord_a', 'part_a1', 0), ('ord_b', 'part_b1', 0)`);
  await db.execute(sql`
    insert into invoices (id, account_id, order_id, invoice_number, status, subtotal_cents, tax_cents, total_cents, due_date)
    values ('inv_a', 'acct_a', 'ord_a', 'INV-1', 'sent', 100, 8, 108, '2027-01-01'),
           ('inv_none', 'acct_a', null, 'INV-2', 'sent', 100, 8, 108, '2027-01-01')`);
}, 180_000);
afterAll(async () => {
  await close();
  rmSync(before, { recursive: true, force: true });
});

describe('the migration to order sites', () => {
  it(
    'gives every order its parts’ site and a snapshot of it, and every invoice its order’s site',
    { timeout: 180_000 },
    async () => {
      await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });

      const siteOf = new Map(
        (await rows<{ id: string; account_id: string }>(sql`select id, account_id from sites`)).map((s) => [s.account_id, s.id]),
      );
      const orders = await rows<{ id: string; site_id: string; pickup_site: Record<string, unknown> }>(
        sql`select id, site_id, pickup_site from orders order by id`,
      );
      expect(orders.map((order) => [order.id, order.site_id])).toEqual([
        ['ord_a', siteOf.get('acct_a')],
        ['ord_b', siteOf.get('acct_b')],
        ['ord_empty', siteOf.get('acct_b')],
      ]);
      expect(orders[0]!.pickup_site).toEqual({
        id: siteOf.get('acct_a'),
        name: 'Kitchen acct_a',
        address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: '' },
        contact: { name: '', phone: '' },
        access_notes: 'Back door',
      });
      const invoices = await rows<{ id: string; site_id: string | null }>(sql`select id, site_id from invoices order by id`);
      expect(invoices).toEqual([
        { id: 'inv_a', site_id: siteOf.get('acct_a') },
        { id: 'inv_none', site_id: null },
      ]);

      // From now on: an order inserted without a site gets the account's, and its invoice the order's.
      await db.execute(sql`
      insert into orders (id, account_id, order_number, status, part_count, total_cents,
                          pickup_window_start, pickup_window_end, expected_return_date)
      values ('ord_new', 'acct_b', 'WS-3', 'pending', 0, 0, now(), now(), now())`);
      await db.execute(sql`
      insert into invoices (id, account_id, order_id, invoice_number, status, subtotal_cents, tax_cents, total_cents, due_date)
      values ('inv_new', 'acct_b', 'ord_new', 'INV-3', 'draft', 1, 0, 1, '2027-01-01')`);
      const [added] = await rows<{ site_id: string; name: string; invoice_site: string }>(sql`
      select o.site_id, o.pickup_site->>'name' as name, i.site_id as invoice_site
      from orders o join invoices i on i.order_id = o.id where o.id = 'ord_new'`);
      expect(added).toEqual({ site_id: siteOf.get('acct_b'), name: 'Kitchen acct_b', invoice_site: siteOf.get('acct_b') });
      await expect(db.execute(sql`update orders set site_id = null where id = 'ord_new'`)).rejects.toThrow();
    },
  );
});
