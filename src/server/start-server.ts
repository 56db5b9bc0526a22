import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { createCdnApp } from './cdn/cdn-app';
import type { ServerConfig } from './config/config';
import { openDatabase } from './db/open-database';
import { createSandboxClock } from './sandbox/sandbox-clock';
import { startSimulator } from './sandbox/simulator';
import type { AppDeps } from './app-deps';
import { createLogger, type Logger } from './logger';
import { listen } from './node-listener';
import { seedOnFirstStart } from './sandbox/seed-on-first-start';
import { startDeliveryWorker } from './domain/webhooks/delivery-worker';
import { DEFAULTS } from './config/load-config';
import { startMailCatcher, type MailCatcher } from './domain/mail/mail-catcher';
import { startMailWorker } from './domain/mail/mail-worker';
import { smtpSender } from './domain/mail/smtp-send';
import { startScheduleWorker } from './domain/pickup-schedules/schedule-worker';
import { startNotificationWorker } from './domain/notifications/notification-worker';

/** In-flight requests get this long to finish on shutdown before connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

export interface StartOptions {
  /** False when something else serves the app (the Vite dev server); default true. */
  serveApi?: boolean;
  /** Where request and error lines go; default JSON lines on stdout. */
  logger?: Logger;
}

export interface RunningServer {
  /** The API's URL, or undefined when serveApi is false. */
  url: string | undefined;
  cdnUrl: string;
  deps: AppDeps;
  seeded: Awaited<ReturnType<typeof seedOnFirstStart>>;
  /** Where mail goes: the built-in catcher's SMTP URL when SMTP_URL is not set, else SMTP_URL's host. */
  mail: { catcherUrl: string; smtpHost?: undefined } | { catcherUrl?: undefined; smtpHost: string };
  /** Stops accepting, lets in-flight requests finish, stops the simulator, closes the database. */
  shutdown(): Promise<void>;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Opens the database, seeds it on first start, and serves the app and the content host. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const deps: AppDeps = {
    db: database.db,
    config,
    now: () => new Date(),
    logger: options.logger ?? createLogger(),
    sandboxNow: createSandboxClock(config.sandboxTimeScale ?? 1),
  };
  const servers: Server[] = [];
  let stopSimulator: (() => Promise<void>) | undefined;
  let stopDeliveries: (() => Promise<void>) | undefined;
  let stopMail: (() => Promise<void>) | undefined;
  let stopSchedules: (() => Promise<void>) | undefined;
  let stopNotifications: (() => Promise<void>) | undefined;
  let catcher: MailCatcher | undefined;
  const shutdown = async () => {
    await Promise.all(servers.map(close));
    await stopSimulator?.();
    await stopDeliveries?.();
    await stopMail?.();
    await stopSchedules?.();
    await stopNotifications?.();
    await catcher?.close();
    await database.close();
  };
  try {
    const seeded = await seedOnFirstStart(deps);
    const api = options.serveApi === false ? undefined : await listen(createApp(deps), config.port, config.host);
    if (api) servers.push(api);
    const cdn = await listen(createCdnApp(deps), config.cdnPort, config.host);
    servers.push(cdn);
    if (config.sandbox && config.simulatorIntervalMs > 0) stopSimulator = startSimulator(deps, config.simulatorIntervalMs);
    // Deliveries are no sandbox feature: they run with the simulator off, and with the sandbox off.
    stopDeliveries = startDeliveryWorker(deps, {
      intervalMs: config.webhookPollIntervalMs ?? DEFAULTS.webhookPollIntervalMs,
      releaseLeases: !config.databaseUrl,
    });
    const url = api && urlOf(api, config.host);
    // PORT=0 (tests) picks a port at start: the default portal URL is this server's, now known.
    if (url && config.port === 0 && config.portalUrl.endsWith(':0')) config.portalUrl = url;
    // Mail is no sandbox feature either; without SMTP_URL it still goes over SMTP, to the built-in catcher.
    if (!config.smtpUrl) catcher = await startMailCatcher(deps);
    const mailWorker = startMailWorker(deps, smtpSender(config.smtpUrl ?? catcher!.url, config.mailFrom), {
      intervalMs: config.mailPollIntervalMs ?? DEFAULTS.mailPollIntervalMs,
      releaseLeases: !config.databaseUrl,
    });
    stopMail = mailWorker.stop;
    // Pickup schedules place their orders whether or not the simulator runs, sandbox or not.
    stopSchedules = startScheduleWorker(deps, config.schedulePollIntervalMs ?? DEFAULTS.schedulePollIntervalMs);
    // Notifications read the portal URL above, now known.
    stopNotifications = startNotificationWorker(deps, config.notificationPollIntervalMs ?? DEFAULTS.notificationPollIntervalMs, {
      // Mail made here is sent at once, not at the mail worker's next look.
      onMailQueued: mailWorker.wake,
    });
    const mail = catcher ? { catcherUrl: catcher.url } : { smtpHost: new URL(config.smtpUrl!).host };
    return { url, cdnUrl: urlOf(cdn, config.host), deps, seeded, mail, shutdown };
  } catch (error) {
    await shutdown();
    throw error;
  }
}
