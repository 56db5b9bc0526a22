import { resolve } from 'node:path';
import type { ServerConfig } from './config';
import { type Env, Reader } from './env-reader';
import { pickupRulesFrom } from './load-pickup-rules';
import { sellerDetailsFrom } from './load-seller-details';
import { mailFromOf, smtpUrlOf } from './mail-settings';
import { portalOriginsFrom } from './portal-origins';
import { MIN_SECRET_LENGTH, secretFromDataDir } from './session-secret-file';

export const DEFAULTS = {
  port: 4173,
  host: '127.0.0.1',
  dataDir: './.data',
  rateLimitPerMinute: 120,
  rateLimitPerDay: 50_000,
  /** Another process sees a revoked key within this time; the revoking process at once. */
  apiKeyCacheMs: 1_000,
  /** How often the simulator looks for orders and invoices due to move. */
  simulatorIntervalMs: 2_000,
  demoPassword: 'whetstone-demo',
  /** An event reaches its receivers within about this, plus the request itself. */
  webhookPollIntervalMs: 250,
  mailFrom: 'Whetstone <no-reply@whetstone.test>',
  /** A message is on its way within about this of the change that made it. */
  mailPollIntervalMs: 1_000,
  /** A schedule's order is placed within about this (real time) of its lead time beginning on the sandbox clock. */
  schedulePollIntervalMs: 30_000,
  /** An event is made into mail within about this (the mail worker then sends it within mailPollIntervalMs). */
  notificationPollIntervalMs: 500,
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** SESSION_SECRET, or the one kept in the data folder (generated on first start). */
function sessionSecretFrom(reader: Reader, dataDir: string): string {
  const given = reader.text('SESSION_SECRET');
  if (given !== undefined) {
    if (given.length < MIN_SECRET_LENGTH)
      reader.problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    return given;
  }
  const kept = secretFromDataDir(dataDir);
  if ('secret' in kept) return kept.secret;
  reader.problems.push(kept.problem);
  return '';
}

/** Environment → ServerConfig. Every invalid value is reported at once, before anything starts. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const read = new Reader(env);
  const port = read.integer('PORT', DEFAULTS.port, 0, 65_535);
  const cdnPort = read.integer('CDN_PORT', port === 0 ? 0 : port + 1, 0, 65_535);
  const host = read.text('HOST') ?? DEFAULTS.host;
  // A wildcard bind address is not somewhere a browser can fetch from.
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const cdnUrl = read.url('CDN_URL', ['http:', 'https:'])?.toString().replace(/\/+$/, '') ?? `http://${publicHost}:${cdnPort}`;
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:'])?.toString();
  const apiBase = read.url('VITE_API_BASE_URL', ['http:', 'https:']);
  const dataDir = resolve(read.text('DATA_DIR') ?? DEFAULTS.dataDir);
  const portalDir = read.text('PORTAL_DIR');
  const sandbox = read.flag('SANDBOX', true);
  const config: ServerConfig = {
    port,
    host,
    cdnPort,
    cdnUrl,
    dataDir,
    databaseUrl,
    rateLimitPerMinute: read.integer('RATE_LIMIT_PER_MINUTE', DEFAULTS.rateLimitPerMinute, 0, 1_000_000_000),
    rateLimitPerDay: read.integer('RATE_LIMIT_PER_DAY', DEFAULTS.rateLimitPerDay, 0, 1_000_000_000),
    apiKeyCacheMs: read.integer('API_KEY_CACHE_MS', DEFAULTS.apiKeyCacheMs, 0, 60_000),
    sandbox,
    sandboxTimeScale: read.integer('SANDBOX_TIME_SCALE', 1, 1, 100_000),
    simulatorIntervalMs: sandbox ? read.integer('SIMULATOR_INTERVAL_MS', DEFAULTS.simulatorIntervalMs, 0, 86_400_000) : 0,
    sessionSecret: '',
    demoPassword: read.text('DEMO_PASSWORD') ?? DEFAULTS.demoPassword,
    portalDir: portalDir === undefined ? undefined : resolve(portalDir),
    portalApiOrigin: apiBase?.origin,
    portalOrigins: portalOriginsFrom(read),
    pickup: pickupRulesFrom(read),
    webhookAllowLoopback: read.flag('WEBHOOK_ALLOW_LOOPBACK', sandbox),
    webhookPollIntervalMs: read.integer('WEBHOOK_POLL_INTERVAL_MS', DEFAULTS.webhookPollIntervalMs, 10, 3_600_000),
    seller: sellerDetailsFrom(read),
    smtpUrl: smtpUrlOf(read),
    mailFrom: mailFromOf(read, DEFAULTS.mailFrom),
    portalUrl: read.url('PORTAL_URL', ['http:', 'https:'])?.toString().replace(/\/+$/, '') ?? `http://${publicHost}:${port}`,
    mailPollIntervalMs: read.integer('MAIL_POLL_INTERVAL_MS', DEFAULTS.mailPollIntervalMs, 10, 3_600_000),
    schedulePollIntervalMs: read.integer('SCHEDULE_POLL_INTERVAL_MS', DEFAULTS.schedulePollIntervalMs, 10, 3_600_000),
    notificationPollIntervalMs: read.integer('NOTIFICATION_POLL_INTERVAL_MS', DEFAULTS.notificationPollIntervalMs, 10, 3_600_000),
  };
  if (port !== 0 && port === cdnPort) read.problems.push('CDN_PORT must differ from PORT.');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  config.sessionSecret = sessionSecretFrom(read, dataDir);
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
