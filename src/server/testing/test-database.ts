import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';
import { createMigratedPglite, openDatabase } from '../db/open-database';
import { createPostgresTestDatabase } from './postgres-test-database';

let template: Promise<PGlite> | undefined;

/**
 * A migrated database per test. By default a PGlite cloned from one template per
 * test file: migrating from scratch costs ~2.5 s, a clone a fraction of that.
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
  template ??= createMigratedPglite();
  // clone() is typed as the interface but returns a PGlite instance.
  const clone = (await (await template).clone()) as PGlite;
  return openDatabase({ pglite: clone });
}
