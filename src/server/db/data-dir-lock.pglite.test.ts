import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockWithPidFile } from './data-dir-lock';
import { openDatabase } from './open-database';

const SERVER = fileURLToPath(new URL('../testing/crash-server.ts', import.meta.url));

/** A server process on `dataDir`; resolves once it serves. */
async function startProcess(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const first = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  return { child, exited, started: first.done !== true, stderr: () => stderr };
}

describe('one process per PGlite data folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'whetstone-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second open of the same folder, naming it and the holder, and allows it after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`${dir} is in use by another Whetstone process (pid ${process.pid})`);
    await first.close();
    await (await openDatabase({ dataDir: dir })).close();
  }, 60_000);

  it('refuses a second server process while the first runs, and a SIGKILLed holder does not block the next start', async () => {
    const holder = await startProcess(dir);
    expect(holder.started).toBe(true);
    const second = await startProcess(dir);
    expect(second.started).toBe(false);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr()).toContain(`${dir} is in use by another Whetstone process (pid ${holder.child.pid})`);
    holder.child.kill('SIGKILL');
    await holder.exited;
    const next = await startProcess(dir);
    expect(next.started).toBe(true);
    next.child.kill('SIGTERM');
    await next.exited;
  }, 120_000);

  it('names a damaged postmaster.pid and the fix instead of a bare PGlite failure', async () => {
    await (await openDatabase({ dataDir: dir })).close();
    writeFileSync(join(dir, 'postmaster.pid'), 'garbage');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`${join(dir, 'postmaster.pid')} is damaged`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow('delete');
  }, 60_000);

  it('without abstract sockets, a pid file: refused while its process lives, taken over once it is gone', async () => {
    writeFileSync(join(dir, 'server.pid'), `${process.pid}\n`);
    expect(() => lockWithPidFile(dir)).toThrow(`(pid ${process.pid})`);
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dir, 'server.pid'), `${dead.pid}\n`);
    const lock = lockWithPidFile(dir);
    expect(() => lockWithPidFile(dir)).toThrow(DataDirInUseError);
    await lock.release();
    await lockWithPidFile(dir).release();
  });
});
