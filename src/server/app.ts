import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env';
import { identifyCaller, requireCaller, requireEnterprise } from './http/middleware/authenticate';
import { handleError, handleNotFound } from './http/middleware/error-handler';
import { idempotency } from './http/middleware/idempotency';
import { requireCsrf } from './http/middleware/require-csrf';
import { portalRoutes } from './http/portal/portal-routes';
import { sandboxRoutes } from './http/sandbox/sandbox-routes';
import { v1Routes } from './http/v1/v1-routes';

/** v1 paths anyone may read without a credential (the interface description). */
const PUBLIC_PATHS = new Set(['/v1/openapi.json']);

function unlessPublic(...middleware: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv>[] {
  return middleware.map((handler) => (c, next) => (PUBLIC_PATHS.has(c.req.path) ? next() : handler(c, next)));
}

/** What every /v1 and /sandbox request passes before reaching a resource route. */
function apiChain(): MiddlewareHandler<AppEnv>[] {
  return [identifyCaller(), ...unlessPublic(requireCaller(), requireEnterprise(), requireCsrf(), idempotency())];
}

/** The whole HTTP service: portal endpoints, v1 and the sandbox controls. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  app.use('/portal/*', identifyCaller());
  app.route('/portal', portalRoutes());

  app.use('/v1/*', ...apiChain());
  app.route('/v1', v1Routes());

  if (deps.config.sandbox) {
    app.use('/sandbox/*', ...apiChain());
    app.route('/sandbox', sandboxRoutes());
  }
  return app;
}
