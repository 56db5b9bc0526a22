/**
 * npm run bench:load [-- --duration 30 --connections 200 --timeout 10 --per-minute 120]
 *
 * Against the built server on 127.0.0.1:5400 with a temporary PGlite folder:
 * (a) rate limits off — autocannon, 200 connections for 30 s on
 *     GET /v1/parts?limit=100 with a Bearer key: no errors, no non-2xx;
 *     prints p50/p99 latency and requests per second.
 * (b) rate limits on — bursts inside one UTC minute: exactly the allowed number
 *     of answers per account, the rest 429 with correct X-RateLimit-* and
 *     Retry-After headers.
 * Exits 1 when a check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  createApiKeyFor,
  DEMO_SIGN_IN,
  ensureBundle,
  STARTER_SIGN_IN,
  startBuiltServer,
  stopBuiltServer,
  tailOf,
  type BuiltServer,
} from '../built-server';
import { burstAndCheck, waitForFreshMinute, type BurstOutcome } from './load-rate-limit';
import { runScript } from '../run-script';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    // autocannon's own default: a request unanswered after this many seconds counts as an error.
    timeout: { type: 'string', default: '10' },
    'per-minute': { type: 'string', default: '120' },
    port: { type: 'string', default: '5400' },
  },
});
const PORT = Number(values.port);
const PER_MINUTE = Number(values['per-minute']);

async function unlimitedLoad(dataDir: string): Promise<boolean> {
  const server = await startBuiltServer({
    port: PORT,
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0' },
    logName: 'unlimited',
  });
  try {
    const secret = await createApiKeyFor(server.url, DEMO_SIGN_IN, 'load');
    const target = { url: `${server.url}/v1/parts?limit=100`, headers: { Authorization: `Bearer ${secret}` } };
    // Unmeasured warm-up at the same concurrency: JIT, PGlite's caches, 200 sockets opened.
    await autocannon({ ...target, connections: Number(values.connections), duration: 5, timeout: 30 });
    const result = await autocannon({
      ...target,
      connections: Number(values.connections),
      duration: Number(values.duration),
      timeout: Number(values.timeout),
      verifyBody: (body) => body.includes('"data":[') && body.includes('"next_cursor"'),
    });
    const ok =
      result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && result.mismatches === 0 && result['2xx'] > 0;
    console.log(
      `\n(a) rate limits off: ${values.connections} connections for ${values.duration} s after a 5 s warm-up (timeout ${values.timeout} s), GET /v1/parts?limit=100 (Bearer), ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}\n`,
    );
    console.log('| requests | 2xx | non-2xx | errors | timeouts | bad bodies | req/s (mean) | p50 | p90 | p99 | max |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    const l = result.latency;
    console.log(
      `| ${result['2xx'] + result.non2xx} | ${result['2xx']} | ${result.non2xx} | ${result.errors} | ${result.timeouts} | ${result.mismatches} | ` +
        `${result.requests.average.toFixed(0)} | ${l.p50} ms | ${l.p90} ms | ${l.p99} ms | ${l.max} ms |`,
    );
    return ok;
  } finally {
    await stopBuiltServer(server);
  }
}

async function limitedBursts(server: BuiltServer, demoKeys: string[], starterKey: string): Promise<BurstOutcome[]> {
  await waitForFreshMinute();
  return Promise.all([
    burstAndCheck(
      server.url,
      { name: 'Enterprise account, 2 keys', secrets: demoKeys, requests: PER_MINUTE + 60, allowedStatus: 200 },
      PER_MINUTE,
    ),
    burstAndCheck(
      server.url,
      { name: 'Starter account', secrets: [starterKey], requests: PER_MINUTE + 20, allowedStatus: 403 },
      PER_MINUTE,
    ),
  ]);
}

async function rateLimited(dataDir: string): Promise<boolean> {
  const server = await startBuiltServer({
    port: PORT,
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), RATE_LIMIT_PER_DAY: '50000' },
    logName: 'limited',
  });
  try {
    const demoKeys = [
      await createApiKeyFor(server.url, DEMO_SIGN_IN, 'burst 1'),
      await createApiKeyFor(server.url, DEMO_SIGN_IN, 'burst 2'),
    ];
    const starterKey = await createApiKeyFor(server.url, STARTER_SIGN_IN, 'burst');
    let outcomes = await limitedBursts(server, demoKeys, starterKey);
    // A burst that straddled a minute boundary proves nothing either way: once more, in the next window.
    if (outcomes.some((o) => o.problems.some((p) => p.includes('rerun'))))
      outcomes = await limitedBursts(server, demoKeys, starterKey);
    console.log(`\n(b) rate limits on: ${PER_MINUTE}/min per account, bursts inside one UTC minute (20 in flight per account)\n`);
    console.log('| account | requests | within limit | 429 | other | headers and counts |');
    console.log('|---|---|---|---|---|---|');
    for (const o of outcomes) {
      console.log(
        `| ${o.name} | ${o.sent} | ${o.allowed} | ${o.limited} | ${o.other} | ${o.problems.length === 0 ? 'exact' : o.problems.join('; ')} |`,
      );
    }
    return outcomes.every((o) => o.problems.length === 0);
  } finally {
    await stopBuiltServer(server);
  }
}

async function main(): Promise<number> {
  ensureBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-load-'));
  let ok = false;
  try {
    const unlimited = await unlimitedLoad(dataDir);
    const limited = await rateLimited(dataDir);
    ok = unlimited && limited;
  } catch (error) {
    console.error(error, `\nserver logs:\n${tailOf(join(dataDir, 'unlimited.log'))}\n${tailOf(join(dataDir, 'limited.log'))}`);
  }
  if (ok) rmSync(dataDir, { recursive: true, force: true });
  else console.error(`\nFAILED — logs kept in ${dataDir}`);
  return ok ? 0 : 1;
}

runScript(main);
