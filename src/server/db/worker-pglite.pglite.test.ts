import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './open-database';
import { accounts } from './schema/accounts';

// One data folder for the file: creating a cluster and migrating it takes seconds.
let dataDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'whetstone-worker-pglite-'));
  database = await openDatabase({ dataDir });
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const account = (id: string) => ({ id, name: `Account ${id}`, plan: 'enterprise', currency: 'USD' });
/** Db is typed for both engines, so a raw query's result is opaque here. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

async function existing(ids: string[]): Promise<string[]> {
  const rows = await database.db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids)).orderBy(accounts.id);
  return rows.map((row) => row.id);
}

describe('PGlite on its own thread (a server data folder)', () => {
  it('reads back what it wrote, timestamps included', async () => {
    await database.db.insert(accounts).values(account('acc_written'));
    const [row] = await database.db
      .select()
      .from(accounts)
      .where(inArray(accounts.id, ['acc_written']));
    // Drizzle builds the Date from the text the worker kept.
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.name).toBe('Account acc_written');
  });

  it('commits a transaction, and rolls back one that throws, with its savepoints', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.insert(accounts).values(account('acc_committed'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(accounts).values(account('acc_inner_rolled_back'));
          inner.rollback();
        })
        .catch(() => undefined);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(accounts).values(account('acc_rolled_back'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await existing(['acc_committed', 'acc_inner_rolled_back', 'acc_rolled_back'])).toEqual(['acc_committed']);
  });

  it('keeps a Postgres error code and constraint for callers that inspect them', async () => {
    await database.db.insert(accounts).values(account('acc_twice'));
    const error = await database.db
      .insert(accounts)
      .values(account('acc_twice'))
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('accounts_pkey');
  });

  it('lets other queries wait for an open transaction instead of seeing its half-done work', async () => {
    const { db } = database;
    let releaseTransaction: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(accounts).values(account('acc_first_half'));
      await held;
      await tx.insert(accounts).values(account('acc_second_half'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reader = db.execute(sql`select count(*)::int as n from accounts where id like 'acc\_%\_half'`);
    releaseTransaction();
    await transaction;
    expect(rowsOf(await reader)).toEqual([{ n: 2 }]);
  });

  it('answers many concurrent queries, each with its own result', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => database.db.execute(sql`select ${i}::int as i`)));
    expect(answers.map((a) => rowsOf(a)[0])).toEqual(Array.from({ length: 200 }, (_, i) => ({ i })));
  });

  it('refuses work once closed, and finds everything again when reopened', async () => {
    await database.close();
    const refused = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((refused as { cause?: Error }).cause?.message).toBe('the database is closed');

    database = await openDatabase({ dataDir });
    expect(await existing(['acc_written', 'acc_committed', 'acc_twice'])).toEqual(['acc_committed', 'acc_twice', 'acc_written']);
  });
});
