import type { Db } from './db/client';
import type { ServerConfig } from './config/config';
import type { Logger } from './logger';
import type { ResolveHost } from './domain/webhooks/host-lookup';

/** What the app, the simulator and the content host run on: injected so tests control the clock and the database. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** Injectable clock so lifecycle and expiry tests need no sleeping. */
  now: () => Date;
  /** Request and error lines; absent in most tests, where nothing is logged. */
  logger?: Logger;
  /** The sandbox clock (SANDBOX_TIME_SCALE) the simulator reads; absent, the simulator reads `now`. */
  sandboxNow?: () => Date;
  /** How webhook hosts are resolved; absent, the system's DNS (tests answer as a rebinding DNS would). */
  resolveHost?: ResolveHost;
}
