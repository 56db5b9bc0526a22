import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { migrationsDigest } from './migrations-digest';

/** Any fixed number: the advisory lock that lets one test worker build the template at a time. */
const TEMPLATE_LOCK_KEY = 7_301_947;

let admin: pg.Pool | undefined;
let templateName: Promise<string> | undefined;

/** Every test database of this run starts so, so the run's end drops exactly its own (postgres-test-run.ts). */
export function testDatabasePrefix(): string {
  return `whetstone_test_${process.env.WHETSTONE_TEST_RUN ?? 'adhoc'}_`;
}

/** The same server and credentials, another database. */
function urlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates the template once per server, whichever test worker gets there first.
 * It is built under a temporary name and renamed when complete, so no worker
 * ever copies a half-migrated template.
 */
async function ensureTemplate(serverUrl: string, pool: pg.Pool): Promise<string> {
  const name = `whetstone_template_${migrationsDigest()}`;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await client.query(`create database "${building}"`);
      const migrated = await openDatabase({ databaseUrl: urlFor(serverUrl, building) });
      await migrated.close();
      await client.query(`alter database "${building}" rename to "${name}"`);
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** A fresh database copied from the migrated template; close() drops it. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<{
  db: Db;
  url: string;
  close: () => Promise<void>;
  connectAgain: () => Promise<{ db: Db; close: () => Promise<void> }>;
}> {
  // allowExitOnIdle: the pool must not keep a test worker alive after its last test.
  admin ??= new pg.Pool({ connectionString: serverUrl, max: 2, idleTimeoutMillis: 1_000, allowExitOnIdle: true }).on(
    'error',
    () => {
      // The server stopping at the end of the run ends idle admin connections; nothing to do.
    },
  );
  const pool = admin;
  templateName ??= ensureTemplate(serverUrl, pool);
  const template = await templateName;
  const name = `${testDatabasePrefix()}${process.pid}_${randomBytes(6).toString('hex')}`;
  await pool.query(`create database "${name}" template "${template}"`);
  const database = await openDatabase({ databaseUrl: urlFor(serverUrl, name) });
  const others: { close: () => Promise<void> }[] = [];
  return {
    db: database.db,
    url: urlFor(serverUrl, name),
    /** Another pool on the same database: what a second server process has. */
    async connectAgain() {
      const other = await openDatabase({ databaseUrl: urlFor(serverUrl, name) });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
      await pool.query(`drop database if exists "${name}" with (force)`);
    },
  };
}
