import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from './app-deps';
import { ApiKeyCache } from './domain/api-keys/api-key-cache';
import type { AppEnv } from './http/app-env';
import { identifyCaller, requireCaller, requireEnterprise } from './http/middleware/auth/authenticate';
import { compressReads } from './http/middleware/compress-reads';
import { errorResponse, handleError, handleNotFound } from './http/middleware/error-handler';
import { allowedMethodsOf, methodNotAllowed } from './http/middleware/method-not-allowed';
import { rateLimit } from './http/middleware/limits/rate-limit';
import { requestGuards } from './http/middleware/limits/request-guards';
import { portalCors } from './http/middleware/portal-cors';
import { requestLog } from './http/middleware/request-log';
import { requireCsrf } from './http/middleware/auth/require-csrf';
import { securityHeaders } from './http/middleware/security-headers';
import { portalRoutes } from './http/portal/portal-routes';
import { apiRoutes } from './http/api-routes';
import { openapiDocument } from './http/openapi/openapi-document';
import { staticPortal } from './http/static-portal';
import { servesPortalScreen } from './http/portal-screens';

/** v1 paths anyone may read without a credential (the interface description). */
const PUBLIC_PATHS = new Set(['/v1/openapi.json']);

/** Each handler, skipped when `skip` says so: chained as they are, so a refusal keeps what the earlier ones set (rate-limit headers). */
function unless(skip: (c: Context<AppEnv>) => boolean, middleware: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv>[] {
  return middleware.map((handler) => (c, next) => (skip(c) ? next() : handler(c, next)));
}

function unlessPublic(...middleware: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv>[] {
  return unless((c) => PUBLIC_PATHS.has(c.req.path), middleware);
}

/**
 * What every /v1 and /sandbox request passes before a resource route. The
 * caller is identified before the rate limiter (which counts per account),
 * and rejected after it, so failed credentials are counted too; body guards
 * come after the limiter so their 413/415 carry the rate-limit headers.
 * Then each route's operation() refuses query parameters it does not take and
 * checks the scope; idempotency runs inside that check, after every check of
 * who may make the request.
 */
function apiChain(): MiddlewareHandler<AppEnv>[] {
  return [
    identifyCaller(),
    rateLimit(),
    ...requestGuards(),
    ...unlessPublic(requireCaller(), requireEnterprise(), requireCsrf()),
  ];
}

/** The whole HTTP service: portal endpoints, v1, the sandbox controls and (built) portal files. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowedMethods = allowedMethodsOf(app);
  app.onError(handleError);
  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return handleNotFound(c);
    const res = errorResponse(c, methodNotAllowed(c.req.method, allowed));
    res.headers.set('Allow', allowed.join(', '));
    return res;
  });
  const apiKeyCache = new ApiKeyCache();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('apiKeyCache', apiKeyCache);
    await next();
  });
  app.use('*', requestLog());
  app.use('*', securityHeaders());
  // Before every API guard: a preflight carries no credentials, and a refusal must name the origin too.
  const portalOrigins = deps.config.portalOrigins ?? [];
  if (portalOrigins.length > 0) app.use('*', portalCors(portalOrigins));

  app.use('/portal/*', ...requestGuards(), identifyCaller());
  const { sandbox } = deps.config;
  app.route('/portal', portalRoutes({ sandbox }));

  app.use('/v1/*', compressReads(), ...apiChain());
  // A browser navigation to a portal screen under /sandbox (its mail) gets the portal; the rest is API.
  if (sandbox) app.use('/sandbox/*', ...unless(servesPortalScreen, apiChain()));
  // Public (PUBLIC_PATHS): the document of the routes below, generated from what each declares.
  app.get('/v1/openapi.json', async (c) => c.json(await openapiDocument({ sandbox })));
  app.route('/', apiRoutes({ sandbox }));

  if (deps.config.portalDir)
    app.use(
      '*',
      staticPortal(deps.config.portalDir, (request, env) => Promise.resolve(app.fetch(request, env))),
    );
  return app;
}
