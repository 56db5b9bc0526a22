import type { Scope } from '#contract/scopes';
import type { AppDeps } from '#server/app-deps';

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

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller;
    requestId: string;
  };
}
