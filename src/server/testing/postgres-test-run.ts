import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabasePrefix } from './postgres-test-database';

/**
 * Global setup of the server test project. On PostgreSQL (TEST_DATABASE_URL), names this run so its
 * workers' databases carry the run in their names, and drops them all when the run ends: a worker
 * keeps its databases between test files (test-database.ts) and cannot drop them as it exits.
 */
export default function postgresTestRun(): (() => Promise<void>) | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  process.env.WHETSTONE_TEST_RUN ??= randomBytes(4).toString('hex');
  const prefix = testDatabasePrefix();
  return async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
        prefix,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
