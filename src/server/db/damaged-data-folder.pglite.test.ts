import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotFolder } from '#server/testing/folder-snapshot';
import { lockWithPidFile, StartupRefused } from './data-dir-lock';
import { MIGRATIONS_DIR, openDatabase } from './open-database';

/** chmod 000 does not stop root from reading: those cases only mean something for another user. */
const runsAsRoot = process.getuid?.() === 0;

let root: string;
let template: string;
let cases = 0;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ws-damaged-'));
  template = join(root, 'template');
  await (await openDatabase({ dataDir: template })).close();
}, 120_000);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A copy of a used data folder, damaged by `damage`; the refusal and the folder before and after. */
async function openDamaged(damage: (dir: string) => void) {
  const dir = join(root, `case-${++cases}`);
  cpSync(template, dir, { recursive: true });
  damage(dir);
  const before = snapshotFolder(dir);
  const error = await openDatabase({ dataDir: dir }).then(
    async (opened) => {
      await opened.close();
      return undefined;
    },
    (reason: unknown) => reason,
  );
  return { dir, error: error as Error | undefined, before, after: snapshotFolder(dir) };
}

/** Refused before PGlite touched anything: a message naming the path, the folder as it was. */
function expectRefused(seen: Awaited<ReturnType<typeof openDamaged>>, path: string, ...advice: RegExp[]) {
  expect(seen.error).toBeInstanceOf(StartupRefused);
  expect(seen.error!.message).toContain(path);
  for (const words of advice) expect(seen.error!.message).toMatch(words);
  expect(seen.after).toEqual(seen.before);
}

describe('a damaged PGlite data folder', { timeout: 60_000 }, () => {
  it('postmaster.pid is a directory', async () => {
    const seen = await openDamaged((dir) => mkdirSync(join(dir, 'postmaster.pid')));
    expectRefused(seen, join(seen.dir, 'postmaster.pid'), /is a directory/, /move it out of/);
  });

  it('postmaster.pid is a link to nowhere', async () => {
    const seen = await openDamaged((dir) => symlinkSync('/nowhere/postmaster.pid', join(dir, 'postmaster.pid')));
    expectRefused(seen, join(seen.dir, 'postmaster.pid'), /link to \/nowhere\/postmaster\.pid, which does not exist/, /delete/);
  });

  it.skipIf(runsAsRoot)('postmaster.pid cannot be read', async () => {
    const seen = await openDamaged((dir) => {
      writeFileSync(join(dir, 'postmaster.pid'), '12345\n');
      chmodSync(join(dir, 'postmaster.pid'), 0o000);
    });
    expectRefused(seen, join(seen.dir, 'postmaster.pid'), /cannot be read/, /permission/);
  });

  it('PG_VERSION is missing from a folder that holds a database: never taken for a new folder', async () => {
    const seen = await openDamaged((dir) => unlinkSync(join(dir, 'PG_VERSION')));
    expectRefused(seen, join(seen.dir, 'PG_VERSION'), /is missing/, /create an empty database over/, /copy PG_VERSION from/);
  });

  it('PG_VERSION is a directory, a link to nowhere, or damaged', async () => {
    const replace = (dir: string, make: (file: string) => void) => {
      unlinkSync(join(dir, 'PG_VERSION'));
      make(join(dir, 'PG_VERSION'));
    };
    const file = (dir: string) => join(dir, 'PG_VERSION');
    let seen = await openDamaged((dir) => replace(dir, (path) => mkdirSync(path)));
    expectRefused(seen, file(seen.dir), /is a directory/, /one line, the PostgreSQL major version/);
    seen = await openDamaged((dir) => replace(dir, (path) => symlinkSync('/nowhere/PG_VERSION', path)));
    expectRefused(seen, file(seen.dir), /which does not exist/, /copy PG_VERSION from/);
    seen = await openDamaged((dir) => replace(dir, (path) => writeFileSync(path, 'garbage\n')));
    expectRefused(seen, file(seen.dir), /is damaged/);
  });

  it.skipIf(runsAsRoot)('PG_VERSION cannot be read', async () => {
    const seen = await openDamaged((dir) => chmodSync(join(dir, 'PG_VERSION'), 0o000));
    expectRefused(seen, join(seen.dir, 'PG_VERSION'), /cannot be read/, /permission/);
  });

  it('global/pg_control is missing or a directory', async () => {
    let seen = await openDamaged((dir) => unlinkSync(join(dir, 'global', 'pg_control')));
    expectRefused(seen, join(seen.dir, 'global', 'pg_control'), /is missing/, /restore .* from a backup/);
    seen = await openDamaged((dir) => {
      unlinkSync(join(dir, 'global', 'pg_control'));
      mkdirSync(join(dir, 'global', 'pg_control'));
    });
    expectRefused(seen, join(seen.dir, 'global', 'pg_control'), /is a directory/, /restore .* from a backup/);
  });

  it('the folder itself is a file', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    const error = await openDatabase({ dataDir: file }).catch((reason: unknown) => reason as Error);
    expect(error).toBeInstanceOf(StartupRefused);
    expect((error as Error).message).toContain(`${file} is a file, not a folder`);
  });

  it('anything else PGlite cannot open is named, with the folder, instead of a bare failure, and nothing is lost', async () => {
    // A relation map that is a directory: none of the checks above looks at it, so PGlite meets it while it starts
    // (after its own start-up bookkeeping: caches dropped, the control file and the log written).
    const map = (dir: string) => join(dir, 'global', 'pg_filenode.map');
    const seen = await openDamaged((dir) => {
      unlinkSync(map(dir));
      mkdirSync(map(dir));
    });
    expect(seen.error).toBeInstanceOf(StartupRefused);
    expect(seen.error!.message).toContain(`PGlite could not open the database in ${seen.dir}`);
    expect(seen.error!.message).toMatch(/restore it from a backup/);
    // Put back, the file lets the folder open with everything in it.
    rmSync(map(seen.dir), { recursive: true });
    cpSync(map(template), map(seen.dir));
    const reopened = await openDatabase({ dataDir: seen.dir });
    const migrated = (await reopened.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    expect(migrated.rows).toEqual([{ n: readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length }]);
    await reopened.close();
  });
});

describe('the lock file where abstract sockets do not exist', () => {
  it('is a directory, or cannot be read: refused, naming it', () => {
    const dir = mkdtempSync(join(root, 'lock-'));
    mkdirSync(join(dir, 'server.pid'));
    expect(() => lockWithPidFile(dir)).toThrow(StartupRefused);
    expect(() => lockWithPidFile(dir)).toThrow(`${join(dir, 'server.pid')} is a directory`);
    rmSync(join(dir, 'server.pid'), { recursive: true });
    symlinkSync(join(dir, 'server.pid'), join(dir, 'server.pid'));
    expect(() => lockWithPidFile(dir)).toThrow(`${join(dir, 'server.pid')} cannot be read`);
  });
});
