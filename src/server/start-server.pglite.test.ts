import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/load-config';
import { startServer } from './start-server';

const PORT = 5140;

describe('startServer', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ws-server-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // The sandbox's made-up history (seconds to replay) has nothing to do with starting and stopping: off.
  const config = () => loadConfig({ DATA_DIR: dir, PORT: String(PORT), SANDBOX: 'off' });

  it('serves, finishes an in-flight request on shutdown, refuses new ones, and keeps its data', async () => {
    const server = await startServer(config());
    expect(server.url).toBe(`http://127.0.0.1:${PORT}`);
    expect(server.seeded.enterprise.created).toBe(true);
    expect((await fetch(`${server.url}/portal/session`)).status).toBe(401);

    // A sign-in whose body has only half arrived when shutdown begins.
    const body = JSON.stringify({ email: 'demo@whetstone.test', password: 'whetstone-demo' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/portal/session`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.shutdown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${server.url}/portal/session`)).rejects.toThrow();
    expect(await inFlight).toBe(200);
    await stopped;

    const again = await startServer(config());
    expect(again.seeded.enterprise).toEqual({ accountId: server.seeded.enterprise.accountId, created: false });
    await again.shutdown();
    // Two starts (a new PGlite folder the first time) take many seconds on a loaded 2-core machine;
    // a timeout here would leave the server holding the data folder for the next test.
  }, 120_000);

  it('main.ts exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: String(PORT + 2), SANDBOX: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Whetstone is running')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
    });
    expect(output).toContain('demo@whetstone.test');
    expect(output).toMatch(/mail: caught by the built-in catcher \(smtp:\/\/127\.0\.0\.1:\d+\)/);
    const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(`code ${code} signal ${signal}`)));
    child.kill('SIGTERM');
    expect(await exited).toBe('code 0 signal null');
    expect(output).toContain('SIGTERM received');
  });
});
