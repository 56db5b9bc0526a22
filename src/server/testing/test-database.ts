import type { Db } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { migratedDataDir, pgliteFromDataDir } from './pglite-template';
import { createPostgresTestDatabase } from './postgres-test-database';
import { emptyDatabase } from './empty-database';

/**
 * A migrated, empty database per test. Opening one costs about 0.4 s on PGlite (loading the
 * migrated data directory saved on disk, see pglite-template.ts) and a CREATE DATABASE … TEMPLATE
 * plus a pool on PostgreSQL; emptying one that an earlier test closed costs a few milliseconds.
 * So close() does not throw the database away: it goes back to this test worker's pool and the
 * next createTestDatabase() empties it (every table, sequence and advisory lock) and hands it out
 * again. A test that holds two at once gets two. PGlite databases end with the worker; PostgreSQL
 * ones are dropped at the end of the run (postgres-test-run.ts).
 */
export interface TestDatabase {
  db: Db;
  close: () => Promise<void>;
  /** PostgreSQL only: a second pool on the same database, as a second server process has. */
  connectAgain?: () => Promise<{ db: Db }>;
}

interface Pooled {
  db: Db;
  connectAgain?: () => Promise<{ db: Db; close: () => Promise<void> }>;
}

let template: Promise<Blob> | undefined;
const idle: Pooled[] = [];

async function openPooled(): Promise<Pooled> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresTestDatabase(serverUrl);
    return { db: database.db, connectAgain: database.connectAgain };
  }
  template ??= migratedDataDir();
  const database = await openDatabase({ pglite: await pgliteFromDataDir(await template) });
  return { db: database.db };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const reused = idle.pop();
  if (reused) await emptyDatabase(reused.db);
  const taken = reused ?? (await openPooled());
  const others: { close: () => Promise<void> }[] = [];
  let closed = false;
  return {
    db: taken.db,
    ...(taken.connectAgain && {
      async connectAgain() {
        const other = await taken.connectAgain!();
        others.push(other);
        return other;
      },
    }),
    async close() {
      if (closed) return;
      closed = true;
      for (const other of others) await other.close();
      idle.push(taken);
    },
  };
}
