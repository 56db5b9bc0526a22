import { Hono } from 'hono';
import { orderResponseSchema } from '#contract/orders';
import { advanceOrder } from '#server/domain/orders/advance-order';
import { findOrderRow } from '#server/domain/orders/order-queries';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { requireReach } from '#server/http/v1/site-reach';

/** /sandbox controls (mounted only when SANDBOX is on). */
export function sandboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The same move the simulator makes on its timer, on demand; 409 order_already_completed at the end.
  routes.post(
    '/orders/:id/advance',
    operation({
      operationId: 'advanceSandboxOrder',
      summary: 'Sandbox only: move an order one lifecycle step',
      scope: 'orders:write',
      success: { status: 200, schema: orderResponseSchema },
      errors: [404, 409],
      sandboxOnly: true,
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const id = c.req.param('id');
      if (!(await findOrderRow(db, c.get('caller').accountId, id))) throw notFound('order');
      await requireReach(c, 'order', id);
      return c.json({ data: await advanceOrder(db, id, now()) });
    },
  );

  return routes;
}
