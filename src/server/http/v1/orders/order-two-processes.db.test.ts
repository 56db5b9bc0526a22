import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '#server/testing/postgres-test-database';

const SERVER = fileURLToPath(new URL('../../../testing/order-server.ts', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

interface Running {
  child: ChildProcess;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read by path
  exited: Promise<void>;
}

async function start(databaseUrl: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const line = await Promise.race([lines.next().then((first) => first.value as string), exited.then(() => '')]);
  if (!line) throw new Error('order server did not start');
  const { port, secret } = JSON.parse(line) as { port: number; secret: string };
  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  }
  return { child, call, exited };
}

// PGlite is one process's database (its data folder is locked): this runs on PostgreSQL only.
describe.skipIf(!serverUrl)('the last seat of a pickup window, over two server processes', () => {
  const running: Running[] = [];
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase(serverUrl!);
    cleanup = database.close;
    // One after the other: both create the shared account if it is missing.
    running.push(await start(database.url));
    running.push(await start(database.url));
  }, 120_000);
  afterAll(async () => {
    for (const server of running) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await cleanup?.();
  });

  const newPart = async (server: Running, n: number) => {
    const res = await server.call('POST', '/v1/parts', { part_type: 'knife', internal_label: `Two processes ${n}` });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  it('goes to exactly one of 20 concurrent orders sent to the two processes', async () => {
    const [one, two] = running as [Running, Running];
    const window = (await one.call('GET', '/v1/pickup-windows')).body.meta.earliest_available as { start: string; end: string };
    expect(window).not.toBeNull();
    const body = (partId: string) => ({ part_ids: [partId], pickup_window_start: window.start, pickup_window_end: window.end });
    for (let i = 0; i < 3; i++) expect((await one.call('POST', '/v1/orders', body(await newPart(one, i)))).status).toBe(201);
    const partIds = await Promise.all(Array.from({ length: 20 }, (_, i) => newPart(i % 2 ? two : one, 100 + i)));

    const responses = await Promise.all(partIds.map((id, i) => (i % 2 ? two : one).call('POST', '/v1/orders', body(id))));

    expect(responses.filter((res) => res.status === 201)).toHaveLength(1);
    const codes = responses
      .filter((res) => res.status !== 201)
      .map((res) => [res.status, res.body.error.details.find((d: { field: string }) => d.field === 'pickup_window_start')?.code]);
    expect(codes).toEqual(Array(19).fill([422, 'full']));
    const day = window.start.slice(0, 10);
    const listed = (await two.call('GET', `/v1/pickup-windows?from=${day}&to=${day}`)).body.data;
    expect(listed.find((w: { start: string }) => w.start === window.start)).toMatchObject({ remaining: 0, available: false });
  }, 120_000);
});
