/**
 * The production bundle (dist/server/main.js) as a child process, for the load, durability
 * and in-browser scripts: they must exercise the server exactly as it ships, and the
 * durability script must be able to SIGKILL it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SCOPES } from '#contract/scopes';

export const BUNDLE = 'dist/server/main.js';
export const DEMO_SIGN_IN = { email: 'demo@whetstone.test', password: 'whetstone-demo' };
export const STARTER_SIGN_IN = { email: 'starter@whetstone.test', password: 'whetstone-demo' };

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has gone. */
  exited: Promise<number | string>;
  logFile: string;
}

/** Builds the server bundle when it is missing (a fresh clone). */
export function ensureBundle(): void {
  if (existsSync(BUNDLE)) return;
  console.log(`${BUNDLE} is missing: npm run build:server`);
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}

/** Starts the bundle on 127.0.0.1:port (content host on port + 1) and waits for its banner. */
export async function startBuiltServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  logName?: string;
  /** Node flags before the bundle, e.g. --cpu-prof (NODE_OPTIONS refuses it). */
  nodeArgs?: string[];
}): Promise<BuiltServer> {
  const logFile = join(opts.dataDir, `${opts.logName ?? 'server'}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), BUNDLE], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      CDN_PORT: String(opts.port + 1),
      DATA_DIR: opts.dataDir,
      SIMULATOR_INTERVAL_MS: '0',
      DEMO_PASSWORD: DEMO_SIGN_IN.password,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Whetstone is running at')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready; see ${logFile}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 120_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  return { url, child, exited, logFile };
}

/** SIGTERM and wait; SIGKILL when it has not gone within 15 s. */
export async function stopBuiltServer(server: BuiltServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(force);
}

export function tailOf(file: string, lines = 30): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

/** Signs in through the portal and creates an API key with every scope; returns its secret. */
/** Signs in over the portal API; returns the session cookie ("name=value"). */
export async function signInCookie(baseUrl: string, signIn: { email: string; password: string }): Promise<string> {
  const session = await fetch(`${baseUrl}/portal/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signIn),
  });
  if (session.status !== 200) throw new Error(`sign-in as ${signIn.email}: ${session.status} ${await session.text()}`);
  return (session.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

export async function createApiKeyFor(
  baseUrl: string,
  signIn: { email: string; password: string },
  name: string,
): Promise<string> {
  const cookie = await signInCookie(baseUrl, signIn);
  const csrf = (
    (await (await fetch(`${baseUrl}/portal/session`, { headers: { Cookie: cookie } })).json()) as { data: { csrf_token: string } }
  ).data.csrf_token;
  const created = await fetch(`${baseUrl}/portal/api-keys`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrf },
    body: JSON.stringify({ name, scopes: SCOPES, expires_at: null }),
  });
  if (created.status !== 201) throw new Error(`create API key: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { secret: string } }).data.secret;
}

/** Rate limits far above what a benchmark sends: what is timed is the work, not the limiter. */
export const NO_RATE_LIMITS = { RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_DAY: '10000000', LOG_LEVEL: 'warn' };

/** The Chromium the e2e tests use, headless and quiet, for the in-browser benchmarks. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
}
