import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ORDER_STATUSES } from '#contract/orders';
import { Badge } from '#app/components/ui/badge';
import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { useHasScope } from '#app/features/session/session-scopes';
import { AdvanceOrderButton } from './advance-order-button';
import { CancelledNote } from './cancelled-note';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderPartsTable } from './order-parts-table';
import { OrderPlacedNote } from './order-placed-note';
import { PurchaseOrderFact } from './purchase-order-fact';
import { useOrder } from '#app/features/orders/api/order-query';
import { ORDER_STATUS_TONES } from '#app/features/orders/order-status';
import { OrderStepper } from './order-stepper';
import { OrderTimeline, TimelineRefreshError } from './order-timeline';
import { useOrderTimeline } from '#app/features/orders/api/order-timeline-query';
import { ordersKeys } from '#app/features/orders/api/orders-list-query';
import { resourceKeys } from '#app/lib/http/resource-keys';

function nextStatusAfter(status: string): string | null {
  const index = ORDER_STATUSES.findIndex((s) => s === status);
  return index >= 0 ? (ORDER_STATUSES[index + 1] ?? null) : null;
}

export function OrderDetailsPage({ orderId }: { orderId: string }) {
  const session = useSession();
  const canWrite = useHasScope('orders:write');
  const order = useOrder(orderId);
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const { entries: timeline, refreshError } = useOrderTimeline(orderId, open);
  const queryClient = useQueryClient();

  // The timeline is what polls; when it shows a move the order has not, refresh what the move changed.
  const latest = timeline.at(-1)?.status;
  useEffect(() => {
    if (latest === undefined || latest === order.status) return;
    void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId), exact: true });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.parts });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.invoices });
  }, [latest, order.status, orderId, queryClient]);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/orders" className="touch-target">
          ← All orders
        </Link>
      </p>
      <OrderPlacedNote />
      <PageHeader
        title={`Order ${order.order_number}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>Status</span>
            <Badge value={order.status} tones={ORDER_STATUS_TONES} />
          </span>
        }
        actions={
          session.sandbox && canWrite && open ? (
            <AdvanceOrderButton orderId={order.id} status={order.status} nextStatus={nextStatusAfter(order.status)} />
          ) : null
        }
      />
      <section aria-labelledby="progress-heading" className="mb-6">
        <h2 id="progress-heading" className="sr-only">
          Progress
        </h2>
        {order.status === 'cancelled' ? (
          <CancelledNote timeline={timeline.length > 0 ? timeline : order.timeline} />
        ) : (
          <OrderStepper status={order.status} />
        )}
      </section>
      {canWrite ? <OrderActions order={order} /> : null}
      <OrderFacts order={order} currency={session.account.currency}>
        <PurchaseOrderFact order={order} canWrite={canWrite} />
      </OrderFacts>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="parts-heading">
          <h2 id="parts-heading" className="mb-3 text-lg font-semibold">
            Parts
          </h2>
          <OrderPartsTable parts={order.parts} />
        </section>
        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="mb-1 text-lg font-semibold">
            Timeline
          </h2>
          <p className="mb-3 text-xs text-slate-700 dark:text-slate-300">
            {open ? 'Updates by itself while the order is open.' : `The order is ${order.status}.`}
          </p>
          {refreshError ? <TimelineRefreshError error={refreshError} /> : null}
          <OrderTimeline entries={timeline} />
        </section>
      </div>
    </>
  );
}
