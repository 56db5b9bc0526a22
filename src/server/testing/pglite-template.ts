import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createMigratedPglite } from '#server/db/open-database';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-extensions';
import { migrationsDigest } from './migrations-digest';

/** The data directory format belongs to the PGlite release that wrote it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf('@electric-sql/pglite') + '@electric-sql/pglite'.length);
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The migrated data directory every PGlite test database starts from, kept on disk between test
 * runs: migrating costs seconds per test file (ten under load), loading the saved directory a
 * fraction of that. Mutation runs re-run a test file per mutant, so this is most of their time.
 * Written under a temporary name and renamed, so a parallel worker never reads half a file.
 */
export async function migratedDataDir(): Promise<Blob> {
  const file = join(tmpdir(), `whetstone-pglite-${pgliteVersion()}-${migrationsDigest()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await createMigratedPglite();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A fresh PGlite holding the migrated schema and nothing else. */
export async function pgliteFromDataDir(dataDir: Blob): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: dataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return client;
}
