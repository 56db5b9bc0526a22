import type { Scope } from '#contract/scopes';
import type { AppDeps } from '#server/app-deps';
import type { ApiKeyCache } from '#server/domain/api-keys/api-key-cache';

/** Who is calling: set by the auth middleware, read by every handler. */
export interface Caller {
  accountId: string;
  plan: string;
  scopes: readonly Scope[];
  via: 'session' | 'api_key';
  userId?: string;
  /** A session's membership: who, in what role, over which sites (null: every site). */
  member?: { id: string; name: string; role: string; siteIds: readonly string[] | null };
  apiKeyId?: string;
  /** The key's name (audit entries name their actor); keys are never renamed. */
  apiKeyName?: string;
  csrfToken?: string;
  /** The account requires two-factor sign-in and this session's person has none: it may only set one up. */
  twoFactorSetupRequired?: boolean;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** This app's (this process's) cache of usable API keys. */
    apiKeyCache: ApiKeyCache;
    caller: Caller;
    requestId: string;
    /** The answer is a caught mail's HTML, which the portal frames under a policy of its own (markFramedMail). */
    framedMail?: boolean;
  };
}
