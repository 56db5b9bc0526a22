import type { Db } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { migratedDataDir, pgliteFromDataDir } from './pglite-template';
import { createPostgresTestDatabase } from './postgres-test-database';

let template: Promise<Blob> | undefined;

/**
 * A migrated database per test. By default a PGlite loaded from the migrated data
 * directory saved on disk (pglite-template.ts): migrating from scratch costs ~2.5 s,
 * loading a fraction of that.
 * With TEST_DATABASE_URL set, a fresh PostgreSQL database copied from a migrated
 * template database, dropped again on close.
 */
export interface TestDatabase {
  db: Db;
  close: () => Promise<void>;
  /** PostgreSQL only: a second pool on the same database, as a second server process has. */
  connectAgain?: () => Promise<{ db: Db }>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  template ??= migratedDataDir();
  return openDatabase({ pglite: await pgliteFromDataDir(await template) });
}
