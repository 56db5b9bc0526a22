import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '#server/testing/postgres-test-database';
import { startReceiver, type Receiver } from '#server/testing/webhook-receiver';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const DEMO = { email: 'demo@whetstone.test', password: 'whetstone-demo' };

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** The production entry point (src/server/main.ts), with the sandbox off: deliveries must not need it. */
async function startMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX: 'off',
      WEBHOOK_ALLOW_LOOPBACK: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Whetstone is running at (http:\/\/[^/\s]+)\//.exec(seen);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${seen}`)));
  });
  return { child, url, exited };
}

async function session(url: string): Promise<{ cookie: string; csrf: string }> {
  const signIn = await fetch(`${url}/portal/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return { cookie, csrf };
}

/**
 * A change and its event commit together, and a delivery not yet made when the process is killed is
 * made after the restart: however the SIGKILL falls among the requests, every part that exists has
 * exactly one part.created event, and each of those events reaches the receiver.
 */
describe('events and deliveries across a SIGKILL', () => {
  const where: { env: Record<string, string>; cleanup?: () => Promise<void> } = { env: {} };
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const database = await createPostgresTestDatabase(serverUrl);
      where.env = { DATABASE_URL: database.url };
      where.cleanup = database.close;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'whetstone-webhook-crash-'));
      where.env = { DATA_DIR: dir };
      where.cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
    await where.cleanup?.();
  });

  it('has one event per change and delivers each after the restart', async () => {
    // The first process looks for due deliveries only at start: whatever it records, it never delivers.
    const first = await startMain({ ...where.env, WEBHOOK_POLL_INTERVAL_MS: '3600000' });
    const { cookie, csrf } = await session(first.url);
    const headers = { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrf };
    const created = await fetch(`${first.url}/v1/webhook_endpoints`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiver.url, events: ['part.created'] }),
    });
    expect(created.status).toBe(201);
    receiver.secrets.push(((await created.json()) as { data: { secret: string } }).data.secret);

    const label = `crash ${Date.now().toString(36)}`;
    const keys = Array.from({ length: 12 }, () => crypto.randomUUID());
    const post = (url: string, key: string, i: number) =>
      fetch(`${url}/v1/parts`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: JSON.stringify({ part_type: 'knife', internal_label: `${label} ${i}` }),
      });
    const answered: number[] = [];
    const inFlight = keys.map((key, i) =>
      post(first.url, key, i).then(
        (res) => {
          answered.push(res.status);
          if (answered.length === 4) first.child.kill('SIGKILL');
        },
        () => undefined,
      ),
    );
    await Promise.all(inFlight);
    await first.exited;
    expect(receiver.received).toHaveLength(0);

    const second = await startMain({ ...where.env, WEBHOOK_POLL_INTERVAL_MS: '50' });
    try {
      const retried = await Promise.all(keys.map((key, i) => post(second.url, key, i)));
      expect(retried.map((res) => res.status)).toEqual(keys.map(() => 201));
      const parts = (await (
        await fetch(`${second.url}/v1/parts?limit=100&q=${encodeURIComponent(label)}`, { headers: { Cookie: cookie } })
      ).json()) as { data: { id: string }[] };
      expect(parts.data).toHaveLength(keys.length);
      const events = (await (
        await fetch(`${second.url}/v1/events?type=part.created&limit=100`, { headers: { Cookie: cookie } })
      ).json()) as { data: { id: string; data: { object: { id: string } } }[] };
      const ours = events.data.filter((event) => parts.data.some((part) => part.id === event.data.object.id));
      expect(ours.map((event) => event.data.object.id).sort()).toEqual(parts.data.map((part) => part.id).sort());

      await receiver.waitFor(keys.length, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received.map((r) => r.id).sort()).toEqual(ours.map((event) => event.id).sort());
      expect(receiver.received.every((r) => r.verified)).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});
