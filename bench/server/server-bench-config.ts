/** What `npm run bench:server` reads from the environment, and the server configuration it runs. */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '#server/config/config';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { DEFAULTS } from '#server/config/load-config';

const databaseUrl = process.env.DATABASE_URL || undefined;

function sizesFrom(raw: string | undefined): number[] {
  const fallback = databaseUrl ? '1000,10000,100000,1000000' : '1000,10000,100000';
  const sizes = (raw || fallback).split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 100))
    throw new Error(`BENCH_SIZES must list whole numbers ≥ 100 (got "${raw}")`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

const flag = (name: string, fallback: boolean) => {
  const raw = process.env[name]?.trim().toLowerCase();
  return raw ? ['1', 'on', 'true', 'yes'].includes(raw) : fallback;
};

/**
 * Production's rate limiting counts every request in the database (both windows). Its
 * 120-a-minute budget would refuse a load test within a second, so the limits are raised
 * far out of reach: each request still pays the same counter write, none is refused.
 */
const UNREACHABLE_LIMIT = 1_000_000_000;
const rateLimits = flag('BENCH_RATE_LIMITS', true);
/** Production's default unless API_KEY_CACHE_MS says otherwise (0 looks the key up on every request). */
const apiKeyCacheMs = Number(process.env.API_KEY_CACHE_MS ?? DEFAULTS.apiKeyCacheMs);
const authNote =
  apiKeyCacheMs > 0
    ? `auth: API keys served from the process's cache for up to ${apiKeyCacheMs} ms (API_KEY_CACHE_MS)`
    : 'auth: an API key looked up per request (API_KEY_CACHE_MS=0)';

export const BENCH = {
  sizes: sizesFrom(process.env.BENCH_SIZES),
  databaseUrl,
  storage: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp data folder',
  /** The API on port, its content host on port + 1, the bare floor on port + 2. */
  port: Number(process.env.BENCH_PORT ?? 5301),
  samples: Number(process.env.BENCH_SAMPLES ?? 200),
  /** OFFSET + count(*) grows with the rows: fewer samples keep a 1M run short. */
  typicalSamples: Number(process.env.BENCH_TYPICAL_SAMPLES ?? 30),
  /** The deep page: page 200 of a cursor walk at limit=100, or the last page when fewer rows exist. */
  deepPage: 200,
  pageSize: 100,
  throughputSeconds: Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10),
  connections: 16,
  partQueries: flag('BENCH_PART_QUERIES', false),
  orderWrites: flag('BENCH_ORDER_WRITES', true),
  rateLimits,
  apiKeyCacheMs,
  rateLimitNote: rateLimits
    ? `${authNote}; rate limiting on as in production (both windows counted in the database per request, limits raised to ${UNREACHABLE_LIMIT.toLocaleString('en-US')} so nothing is refused)`
    : `${authNote}; rate limiting OFF (BENCH_RATE_LIMITS=off)`,
};

export function benchServerConfig(dataDir: string): ServerConfig {
  return {
    port: BENCH.port,
    host: '127.0.0.1',
    cdnPort: BENCH.port + 1,
    cdnUrl: `http://127.0.0.1:${BENCH.port + 1}`,
    dataDir,
    databaseUrl: BENCH.databaseUrl,
    rateLimitPerMinute: BENCH.rateLimits ? UNREACHABLE_LIMIT : 0,
    rateLimitPerDay: BENCH.rateLimits ? UNREACHABLE_LIMIT : 0,
    apiKeyCacheMs: BENCH.apiKeyCacheMs,
    sandbox: false,
    simulatorIntervalMs: 0,
    // The seeded open orders fill the default four seats of many windows; the order-write timing
    // still pays the window check and its lock, in a window that always has a seat.
    pickup: { ...DEFAULT_PICKUP_RULES, capacity: 100_000 },
    sandboxTimeScale: 1,
    sessionSecret: randomBytes(32).toString('hex'),
    demoPassword: DEFAULTS.demoPassword,
    portalDir: undefined,
    mailFrom: 'Whetstone <no-reply@whetstone.test>',
    portalUrl: 'http://127.0.0.1:4173',
  };
}
