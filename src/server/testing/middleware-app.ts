import { Hono } from 'hono';
import type { AppDeps } from '#server/app-deps';
import { ApiKeyCache } from '#server/domain/api-keys/api-key-cache';
import type { AppEnv, Caller } from '#server/http/app-env';
import { handleError, handleNotFound } from '#server/http/middleware/error-handler';

interface MiddlewareAppOptions {
  caller?: Caller;
  portalApiOrigin?: string;
  logger?: AppDeps['logger'];
}

/**
 * A bare Hono app with the server's error handling, for middleware that needs no database: what a
 * middleware does to a request and a response, in milliseconds instead of a PGlite start.
 */
export function middlewareApp(options: MiddlewareAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  const deps = { config: { portalApiOrigin: options.portalApiOrigin }, now: () => new Date(), logger: options.logger };
  app.use('*', async (c, next) => {
    c.set('deps', deps as AppDeps);
    c.set('apiKeyCache', new ApiKeyCache());
    if (options.caller) c.set('caller', options.caller);
    await next();
  });
  return app;
}

export const sessionCaller: Caller = {
  accountId: 'acct_1',
  plan: 'enterprise',
  scopes: ['parts:read', 'orders:read'],
  via: 'session',
  userId: 'user_1',
  csrfToken: 'csrf-token-of-this-session',
};

export const keyCaller: Caller = {
  accountId: 'acct_1',
  plan: 'enterprise',
  scopes: ['parts:read'],
  via: 'api_key',
  apiKeyId: 'key_1',
};
