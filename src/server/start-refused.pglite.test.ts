import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/load-config';
import { MIGRATIONS_DIR, openDatabase } from './db/open-database';
import { PGLITE_EXTENSIONS } from './db/pglite-extensions';
import { snapshotFolder } from './testing/folder-snapshot';

const DISK_FULL = fileURLToPath(new URL('./testing/disk-full-preload.cjs', import.meta.url));
const PORT = 5160;

/**
 * `npm start`'s server (src/server/main.ts) on DATA_DIR, optionally on a disk that fills up: its
 * exit code and what it printed. A server that does start is stopped at once.
 */
function start(dataDir: string, diskFull?: { dir: string; afterBytes: number }) {
  const child = spawn(
    process.execPath,
    [...(diskFull ? ['--require', DISK_FULL] : []), '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        LOG_LEVEL: 'silent',
        // Starting is what is tested, not the sandbox's made-up history (seconds to replay).
        SANDBOX: 'off',
        ...(diskFull && { DISK_FULL_DIR: diskFull.dir, DISK_FULL_AFTER_BYTES: String(diskFull.afterBytes) }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Whetstone is running')) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

let root: string;
/** A data folder as a first start leaves it: a session secret and a migrated database. */
let used: string;
let cases = 0;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ws-refused-'));
  used = join(root, 'used');
  loadConfig({ DATA_DIR: used });
  await (await openDatabase({ dataDir: join(used, 'pglite') })).close();
}, 120_000);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function copyOfUsed(damage: (dir: string) => void = () => undefined) {
  const dir = join(root, `case-${++cases}`);
  cpSync(used, dir, { recursive: true });
  damage(dir);
  return dir;
}

describe('npm start on a damaged data folder', { timeout: 120_000 }, () => {
  it('postmaster.pid a directory: names it and what to do, exits non-zero, leaves the folder as it was', async () => {
    const dir = copyOfUsed((d) => mkdirSync(join(d, 'pglite', 'postmaster.pid')));
    const before = snapshotFolder(dir);
    const { code, output } = await start(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`Whetstone did not start: ${join(dir, 'pglite', 'postmaster.pid')} is a directory`);
    expect(output).toContain(`move it out of ${join(dir, 'pglite')}`);
    expect(output).not.toContain('PGlite failed to initialize properly');
    expect(snapshotFolder(dir)).toEqual(before);
  });

  it('session-secret a directory: names it and what to do, exits non-zero, leaves the folder as it was', async () => {
    const dir = copyOfUsed((d) => {
      rmSync(join(d, 'session-secret'));
      mkdirSync(join(d, 'session-secret'));
    });
    const before = snapshotFolder(dir);
    const { code, output } = await start(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`${join(dir, 'session-secret')} is a directory, not the file holding the secret`);
    expect(snapshotFolder(dir)).toEqual(before);
  });

  it('a full disk while the database is created: says so, and removes what PGlite began', async () => {
    const dir = join(root, 'new');
    loadConfig({ DATA_DIR: dir });
    const before = snapshotFolder(dir);
    const { code, output } = await start(dir, { dir: join(dir, 'pglite'), afterBytes: 0 });
    expect(code).not.toBe(0);
    expect(output).toContain(`The disk holding ${join(dir, 'pglite')} is full (file system error ENOSPC`);
    expect(output).toMatch(/free some space on that disk and start again/);
    // The folder PGlite began is gone again: the next start creates the database afresh, as on a first start.
    expect(snapshotFolder(dir)).toEqual(before);
  });

  it('a full disk during the first migration: says so, and after space is freed the migration runs', async () => {
    // A first start that created the database and had not migrated it yet.
    const dir = join(root, 'unmigrated');
    loadConfig({ DATA_DIR: dir });
    const pglite = new PGlite(join(dir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    await pglite.query('select 1');
    await pglite.close();
    // Opening the folder writes less than this; migrating it, more.
    const { code, output } = await start(dir, { dir: join(dir, 'pglite'), afterBytes: 1024 * 1024 });
    expect(code).not.toBe(0);
    expect(output).toContain(`The disk holding ${join(dir, 'pglite')} is full (`);
    expect(output).toMatch(/stopped while migrating the database and rolled the migration back/);
    expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    // With space again, the database opens and the migrations run in full.
    const again = await openDatabase({ dataDir: join(dir, 'pglite') });
    const migrated = (await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    expect(migrated.rows).toEqual([{ n: readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length }]);
    await again.close();
  });

  it('a full disk when a used folder is opened: PGlite only aborts, the free space tells why', async () => {
    const dir = copyOfUsed();
    const { code, output } = await start(dir, { dir: join(dir, 'pglite'), afterBytes: 0 });
    expect(code).not.toBe(0);
    expect(output).toMatch(new RegExp(`The disk holding ${join(dir, 'pglite')} is full \\(0 kB free; PGlite said: `));
    expect(output).toMatch(/Nothing in the folder was removed/);
  });
});
