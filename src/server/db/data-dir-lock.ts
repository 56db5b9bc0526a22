import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describeFileAt, fileAt } from './file-at';

/** Start-up stopped for a reason the message fully explains (printed without a stack). */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

/** Another process holds the data folder: the server must not start on it. */
export class DataDirInUseError extends StartupRefused {
  constructor(dataDir: string, holderPid: string | undefined) {
    super(
      `The data folder ${dataDir} is in use by another Whetstone process${holderPid ? ` (pid ${holderPid})` : ''}. ` +
        'PGlite keeps one database per process: stop that process, or give this one another DATA_DIR ' +
        '(or use DATABASE_URL to run several processes on one PostgreSQL database).',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Linux abstract socket named after the folder's real path. Binding it is the
 * lock: the kernel allows one listener per name and frees it when the holding
 * process ends, however it ends (a SIGKILL leaves nothing stale behind). The
 * holder answers a connection with its pid, for the refusal message.
 */
function socketNameFor(dataDir: string): string {
  return `\0whetstone-data-dir-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32)}`;
}

function holderPid(name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = createConnection(name);
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(/^\d+$/.test(text.trim()) ? text.trim() : undefined));
    socket.on('error', () => resolve(undefined));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * Where abstract sockets don't exist: a pid file created exclusively, taken
 * over only when the process it names is gone (the liveness check is what
 * makes a crashed holder not block the next start).
 */
export function lockWithPidFile(dataDir: string): DataDirLock {
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return { release: async () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const at = fileAt(file);
    if (at.kind === 'absent') continue; // its holder just released it
    if (at.kind !== 'file') {
      throw new StartupRefused(
        `${describeFileAt(file, at)}: Whetstone keeps the process id of the server using ${dataDir} in that file, and ` +
          `cannot tell whether another process holds the folder. Make sure no Whetstone process uses ${dataDir}, ` +
          `then remove ${file} and start again.`,
      );
    }
    const pid = Number(at.text.trim());
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirInUseError(dataDir, String(pid));
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(dataDir, undefined);
}

/** Takes the folder for this process, or throws DataDirInUseError naming the holder. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  if (process.platform !== 'linux') return lockWithPidFile(dataDir);
  const name = socketNameFor(dataDir);
  const server: Server = createServer((socket) => socket.end(`${process.pid}\n`));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => resolve());
  }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new DataDirInUseError(dataDir, await holderPid(name));
  });
  // The lock must not keep the process alive on its own.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
