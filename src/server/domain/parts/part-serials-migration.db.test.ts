import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { MIGRATIONS_DIR } from '#server/db/open-database';
import { accounts } from '#server/db/schema/accounts';
import { parts } from '#server/db/schema/parts';
import { createTestDatabase } from '#server/testing/test-database';
import { SERIAL_INDEX } from './part-serials';
import { homeSiteOf } from '#server/domain/sites/site-queries';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values([
    { id: 'acct_a', name: 'A', plan: 'enterprise' },
    { id: 'acct_b', name: 'B', plan: 'enterprise' },
  ]);
  for (const accountId of ['acct_a', 'acct_b']) siteOf.set(accountId, await homeSiteOf(db, accountId));
});
afterAll(() => close());

/** The statements of the migration that adds the serial index, as a database that held duplicates runs them. */
// Found by its name, not its number: migrations from other work may be renumbered around it.
const migrationFile = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_part-serials-imports.sql'))!;
const statements = readFileSync(join(MIGRATIONS_DIR, migrationFile), 'utf8').split('--> statement-breakpoint');
const dedupe = statements.find((statement) => statement.includes('UPDATE "parts"'))!;
const uniqueIndex = statements.find((statement) => statement.includes(`CREATE UNIQUE INDEX "${SERIAL_INDEX}"`))!;

/** Each account's site, read once its account is in. */
const siteOf = new Map<string, string>();

const part = (id: string, accountId: string, serialNumber: string, minute: number, status = 'with_customer') => ({
  id,
  accountId,
  siteId: siteOf.get(accountId)!,
  partType: 'knife',
  status,
  internalLabel: id,
  serialNumber,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
});

describe('the migration to one part per serial number', () => {
  it('keeps the oldest registration’s serial and marks each later duplicate, so the index can be built', async () => {
    await db.execute(sql.raw(`DROP INDEX "${SERIAL_INDEX}"`));
    await db
      .insert(parts)
      .values([
        part('part_1', 'acct_a', 'VE-1', 1),
        part('part_2', 'acct_a', 've-1', 2),
        part('part_3', 'acct_a', 'VE-1', 3),
        part('part_4', 'acct_a', 'VE-1', 0, 'retired'),
        part('part_5', 'acct_b', 'VE-1', 4),
        part('part_6', 'acct_a', '', 5),
        part('part_7', 'acct_a', '', 6),
        part('part_8', 'acct_a', 'OTHER', 7),
      ]);
    await db.execute(sql.raw(dedupe));
    await db.execute(sql.raw(uniqueIndex));
    const rows = await db.select({ id: parts.id, serial: parts.serialNumber }).from(parts).orderBy(asc(parts.id));
    expect(rows).toEqual([
      { id: 'part_1', serial: 'VE-1' },
      { id: 'part_2', serial: 've-1 (duplicate 2 of part_1)' },
      { id: 'part_3', serial: 'VE-1 (duplicate 3 of part_1)' },
      { id: 'part_4', serial: 'VE-1' },
      { id: 'part_5', serial: 'VE-1' },
      { id: 'part_6', serial: '' },
      { id: 'part_7', serial: '' },
      { id: 'part_8', serial: 'OTHER' },
    ]);
    await expect(db.insert(parts).values(part('part_9', 'acct_a', 'other', 8))).rejects.toThrow();
  });
});
