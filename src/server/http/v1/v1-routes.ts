import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { invoicesRoutes } from './invoices-routes';
import { ordersRoutes } from './orders/orders-routes';
import { partsRoutes } from './parts/parts-routes';
import { partTypeAliasesRoutes } from './part-type-aliases-routes';
import { pickupSchedulesRoutes } from './pickup-schedules-routes';
import { pickupWindowsRoutes } from './pickup-windows-routes';
import { sitesRoutes } from './sites-routes';
import { auditEventsRoutes } from './audit-events-routes';
import { eventsRoutes } from './events-routes';
import { webhookEndpointsRoutes } from './webhook-endpoints-routes';

/** Every /v1 resource route. Auth, rate limits and guards run before these; each route's operation() then checks its query and scope. */
export function v1Routes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/parts', partsRoutes());
  routes.route('/orders', ordersRoutes());
  routes.route('/invoices', invoicesRoutes());
  routes.route('/pickup-windows', pickupWindowsRoutes());
  routes.route('/events', eventsRoutes());
  routes.route('/webhook_endpoints', webhookEndpointsRoutes());
  routes.route('/part_type_aliases', partTypeAliasesRoutes());
  routes.route('/sites', sitesRoutes());
  routes.route('/audit-events', auditEventsRoutes());
  routes.route('/pickup-schedules', pickupSchedulesRoutes());
  return routes;
}
