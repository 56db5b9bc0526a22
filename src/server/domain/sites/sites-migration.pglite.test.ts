import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { MIGRATIONS_DIR, openDatabase } from '#server/db/open-database';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A database made by the release before sites (every migration up to the one that adds them),
 * holding accounts and parts; then the sites migrations, as an upgrade runs them.
 */
const SITES_TAG = '_sites';
let db: Db;
let close: () => Promise<void>;
let before: string;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'before-sites-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith(SITES_TAG));
  expect(first).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  ({ db, close } = await openDatabase({ migrationsDir: before }));
  await db.execute(
    sql`insert into accounts (id, name, plan) values ('acct_a', 'A', 'enterprise'), ('acct_b', 'B', 'starter'), ('acct_c', 'C', 'enterprise')`,
  );
  await db.execute(sql`
    insert into parts (id, account_id, part_type, status, internal_label)
    select 'part_' || n, case when n % 3 = 0 then 'acct_b' else 'acct_a' end,
           case when n % 2 = 0 then 'knife' else 'saw' end,
           case when n % 5 = 0 then 'retired' else 'with_customer' end, 'Part ' || n
    from generate_series(1, 40) as n`);
}, 180_000);
afterAll(async () => {
  await close();
  rmSync(before, { recursive: true, force: true });
});

describe('the migration to sites', () => {
  it('gives every account a "Main site" and every part its account’s site, counts unchanged', { timeout: 180_000 }, async () => {
    const countsBefore = await rows<{ account_id: string; status: string; part_type: string; n: number }>(
      sql`select account_id, status, part_type, n from part_counts order by 1, 2, 3`,
    );
    await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });

    const sites = await rows<{ id: string; account_id: string; name: string; status: string; time_zone: string }>(
      sql`select id, account_id, name, status, time_zone from sites order by account_id`,
    );
    expect(sites.map((site) => [site.account_id, site.name, site.status, site.time_zone])).toEqual([
      ['acct_a', 'Main site', 'active', 'America/New_York'],
      ['acct_b', 'Main site', 'active', 'America/New_York'],
      ['acct_c', 'Main site', 'active', 'America/New_York'],
    ]);
    const siteOf = new Map(sites.map((site) => [site.account_id, site.id]));
    const parts = await rows<{ id: string; account_id: string; site_id: string | null }>(
      sql`select id, account_id, site_id from parts`,
    );
    expect(parts).toHaveLength(40);
    for (const part of parts) expect(part.site_id, part.id).toBe(siteOf.get(part.account_id));

    const countsAfter = await rows<{ account_id: string; status: string; part_type: string; n: number }>(
      sql`select account_id, status, part_type, n from part_counts order by 1, 2, 3`,
    );
    expect(countsAfter).toEqual(countsBefore);
    const siteCounts = await rows<{ site_id: string; status: string; part_type: string; n: number }>(
      sql`select site_id, status, part_type, n from site_part_counts where n <> 0 order by 1, 2, 3`,
    );
    expect(
      siteCounts
        .map(({ site_id, ...rest }) => ({ account_id: sites.find((s) => s.id === site_id)!.account_id, ...rest }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([...countsBefore].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));

    // From now on: a new account has its site at once, and a part inserted without one goes there.
    await db.execute(sql`insert into accounts (id, name, plan) values ('acct_d', 'D', 'enterprise')`);
    await db.execute(
      sql`insert into parts (id, account_id, part_type, status, internal_label) values ('part_d', 'acct_d', 'saw', 'with_customer', 'D')`,
    );
    const [placed] = await rows<{ site_id: string; name: string }>(
      sql`select p.site_id, s.name from parts p join sites s on s.id = p.site_id where p.id = 'part_d'`,
    );
    expect(placed).toMatchObject({ name: 'Main site' });
    await expect(db.execute(sql`update parts set site_id = null where id = 'part_d'`)).rejects.toThrow();
  });
});
