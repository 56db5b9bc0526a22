import { Hono, type MiddlewareHandler } from 'hono';
import { SCOPES } from '#contract/scopes';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requireCaller, requireSessionCaller } from '#server/http/middleware/auth/authenticate';
import { idempotency } from '#server/http/middleware/idempotency/idempotency';
import { requireCsrf } from '#server/http/middleware/auth/require-csrf';
import { apiKeyRoutes } from './api-key-routes';
import { requireMailReader, sandboxMailRoutes } from './sandbox-mail-routes';
import { sessionRoutes } from './session-routes';

/**
 * Creating, rolling or revoking keys needs every scope: a key could otherwise
 * carry (or keep alive) scopes its creator does not hold. Viewers may list.
 */
function requireKeyManager(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const held = c.get('caller').scopes;
    if (c.req.method !== 'GET' && !SCOPES.every((scope) => held.includes(scope))) {
      throw new ApiError('forbidden', 'Only account managers can create, roll or revoke API keys.');
    }
    await next();
  };
}

/** Portal-only endpoints: the session, API key management and (sandbox) the caught mail. */
export function portalRoutes({ sandbox }: { sandbox: boolean }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/session', sessionRoutes());
  // '/api-keys/*' also matches '/api-keys' itself.
  routes.use('/api-keys/*', requireCaller(), requireSessionCaller(), requireKeyManager(), requireCsrf(), idempotency());
  routes.route('/api-keys', apiKeyRoutes());
  if (sandbox) {
    routes.use('/sandbox-mail/*', requireCaller(), requireMailReader(), requireCsrf());
    routes.route('/sandbox-mail', sandboxMailRoutes());
  }
  return routes;
}
