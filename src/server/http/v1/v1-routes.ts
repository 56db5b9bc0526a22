import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { openapiDocument } from '#server/http/openapi';
import { invoicesRoutes } from './invoices-routes';
import { ordersRoutes } from './orders/orders-routes';
import { partsRoutes } from './parts/parts-routes';
import { pickupWindowsRoutes } from './pickup-windows-routes';

/** Every /v1 resource route. Auth, rate limits and idempotency run before these. */
export function v1Routes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Public: createApp lets this one path through without a credential.
  routes.get('/openapi.json', (c) => c.json(openapiDocument({ sandbox: c.get('deps').config.sandbox })));
  routes.route('/parts', partsRoutes());
  routes.route('/orders', ordersRoutes());
  routes.route('/invoices', invoicesRoutes());
  routes.route('/pickup-windows', pickupWindowsRoutes());
  return routes;
}
