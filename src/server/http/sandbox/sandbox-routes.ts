import { Hono } from 'hono';
import { advanceOrder } from '#server/domain/orders/advance-order';
import { findOrderRow } from '#server/domain/orders/order-queries';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requireScope } from '#server/http/middleware/auth/require-scope';

/** /sandbox controls (mounted only when SANDBOX is on). */
export function sandboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The same move the simulator makes on its timer, on demand; 409 order_already_completed at the end.
  routes.post('/orders/:id/advance', requireScope('orders:write'), async (c) => {
    const { db, now } = c.get('deps');
    const id = c.req.param('id');
    if (!(await findOrderRow(db, c.get('caller').accountId, id))) throw notFound('order');
    return c.json({ data: await advanceOrder(db, id, now()) });
  });

  return routes;
}
