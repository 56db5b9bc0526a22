import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { v1Routes } from './v1/v1-routes';

/**
 * Every documented route: /v1, and /sandbox when the sandbox is on. createApp
 * mounts them behind the request pipeline; the OpenAPI document is generated
 * from them, so it names the sandbox operation only where it is served.
 */
export function apiRoutes({ sandbox }: { sandbox: boolean }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/v1', v1Routes());
  if (sandbox) routes.route('/sandbox', sandboxRoutes());
  return routes;
}
