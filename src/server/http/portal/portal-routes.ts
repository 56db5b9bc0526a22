import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireCaller, requireSessionCaller } from '../middleware/authenticate';
import { idempotency } from '../middleware/idempotency';
import { requireCsrf } from '../middleware/require-csrf';
import { apiKeyRoutes } from './api-key-routes';
import { sessionRoutes } from './session-routes';

/** Portal-only endpoints: the session and API key management. */
export function portalRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/session', sessionRoutes());
  // '/api-keys/*' also matches '/api-keys' itself.
  routes.use('/api-keys/*', requireCaller(), requireSessionCaller(), requireCsrf(), idempotency());
  routes.route('/api-keys', apiKeyRoutes());
  return routes;
}
