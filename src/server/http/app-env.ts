import type { Scope } from '../../contract/scopes';
import type { Db } from '../db/client';
import type { ServerConfig } from '../config';

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
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller;
  };
}
