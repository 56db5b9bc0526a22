import type { Scope } from '../../contract/scopes';
import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';

/** Who is calling: set by the auth middleware, read by every handler. */
export interface Caller {
  accountId: string;
  plan: string;
  scopes: readonly Scope[];
  via: 'session' | 'api_key';
  userId?: string;
  apiKeyId?: string;
  csrfToken?: string;
}

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** Injectable clock so lifecycle and expiry tests need no sleeping. */
  now: () => Date;
  /** Request and error lines; absent in most tests, where nothing is logged. */
  logger?: Logger;
  /** The sandbox clock (SANDBOX_TIME_SCALE) the simulator reads; absent, the simulator reads `now`. */
  sandboxNow?: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller;
    requestId: string;
  };
}
