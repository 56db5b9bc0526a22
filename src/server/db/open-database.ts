import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from './client';
import { lockDataDir } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { checkPostmasterPid } from './postmaster-pid';
import { checkDatabaseFiles, checkIsFolder } from './pglite-folder-check';
import { explainOpenFailure, freeBytesAt, type OpenPhase } from './pglite-open-failure';
import { allTables as schema } from './all-tables';
import { WorkerPglite } from './worker-pglite';

/**
 * Both in the source tree and in the server bundle, migrations sit in a
 * `migrations` folder beside the module that runs them (the build copies them).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabase {
  db: Db;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  migrationsDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose server connection ends (a PostgreSQL restart, a dropped
    // database) is reported here; unheard, it would crash the process. The pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  if (options.dataDir) {
    const dir = options.dataDir;
    checkIsFolder(dir);
    const existed = existsSync(dir);
    const isNew = entriesOf(dir).length === 0;
    mkdirSync(dir, { recursive: true });
    // One process per folder: a second one's writes would be lost on the next start.
    const lock = await lockDataDir(dir);
    let client: WorkerPglite | undefined;
    let phase: OpenPhase = isNew ? 'creating' : 'opening';
    try {
      checkDatabaseFiles(dir);
      checkPostmasterPid(dir);
      // A server's database: PGlite on its own thread, so queries don't block HTTP I/O.
      client = await WorkerPglite.open(dir);
      phase = 'migrating';
      await migratePglite(drizzlePglite({ client: client as unknown as PGlite, schema }), { migrationsFolder });
    } catch (error) {
      await client?.close().catch(() => undefined);
      const free = freeBytesAt(dir);
      // A database that was never created holds nothing: what PGlite began is removed, so the next start begins afresh.
      if (phase === 'creating') for (const entry of entriesOf(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
      await lock.release();
      if (phase === 'creating' && !existed) rmdirIfEmpty(dir);
      throw explainOpenFailure(error, dir, phase, free);
    }
    const opened = client;
    const db = drizzlePglite({ client: opened as unknown as PGlite, schema });
    return {
      db: db as unknown as Db,
      close: async () => {
        await opened.close();
        await lock.release();
      },
    };
  }
  const client = options.pglite ?? new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema });
  if (!options.pglite) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

function rmdirIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // another process has begun using it meanwhile
  }
}

/** What a data folder holds besides the lock file of platforms without abstract sockets. */
function entriesOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((entry) => entry !== 'server.pid') : [];
}

/** A fresh, migrated, in-memory PGlite: the template tests clone from. */
export async function createMigratedPglite(): Promise<PGlite> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  return client;
}
