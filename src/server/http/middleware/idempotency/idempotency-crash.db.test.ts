import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '#server/testing/postgres-test-database';

/** Reads the first line without closing the reader: the child keeps writing to the pipe afterwards. */
async function firstLine(lines: AsyncIterable<string>): Promise<[string]> {
  const first = await lines[Symbol.asyncIterator]().next();
  return [first.value as string];
}

const SERVER = fileURLToPath(new URL('../../../testing/crash-server.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  secret: string;
  exited: Promise<void>;
}

/**
 * The write and its saved response commit together, so a process killed at any
 * moment of an idempotent request leaves either both or neither: the retry
 * with the same key replays or runs once, and never waits for a stale claim.
 */
describe('Idempotency-Key across a SIGKILL', () => {
  const where: { env: Record<string, string>; count?: () => Promise<number>; cleanup?: () => Promise<void> } = { env: {} };

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const database = await createPostgresTestDatabase(serverUrl);
      where.env = { DATABASE_URL: database.url };
      where.cleanup = database.close;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'whetstone-crash-'));
      where.env = { DATA_DIR: dir };
      where.cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await where.cleanup?.();
  });

  async function start(): Promise<Running> {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, ...where.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const [line] = await Promise.race([firstLine(createInterface({ input: child.stdout! })), exited.then(() => [''])]);
    if (!line) throw new Error('crash server did not start');
    const { port, secret } = JSON.parse(line) as { port: number; secret: string };
    return { child, url: `http://127.0.0.1:${port}`, secret, exited };
  }

  const post = (server: Running, key: string, crash?: string) =>
    fetch(`${server.url}/v1/__crash`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.secret}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(crash ? { 'X-Crash': crash } : {}),
      },
      body: '{"n":1}',
    });

  async function writes(server: Running): Promise<number> {
    const res = await fetch(`${server.url}/v1/__crash`, { headers: { Authorization: `Bearer ${server.secret}` } });
    return ((await res.json()) as { data: { writes: number } }).data.writes;
  }

  async function crashThenRetry(crash: string, key: string) {
    const first = await start();
    await expect(post(first, key, crash)).rejects.toThrow();
    await first.exited;
    const second = await start();
    try {
      const retry = await post(second, key);
      const again = await post(second, key);
      return { retry, again, writes: await writes(second) };
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }

  it('runs the request once when the process died after the write, before it committed', async () => {
    const { retry, again, writes } = await crashThenRetry('after-write', 'crash-before-commit');
    expect(writes).toBe(1);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  }, 120_000);

  it('replays the committed result when the process died before the client heard back', async () => {
    const { retry, writes } = await crashThenRetry('after-commit', 'crash-after-commit');
    // Counted with the first test's row: each key wrote exactly once.
    expect(writes).toBe(2);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  }, 120_000);
});
