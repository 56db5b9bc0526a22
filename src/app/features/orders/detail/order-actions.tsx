import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Order } from '#contract/orders';
import { Button, buttonClass } from '#app/components/ui/button';
import { CancelOrderControl } from './cancel-order-control';
import { ORDERABLE_PART_STATUSES } from '#app/features/orders/api/orderable-parts-query';
import { RescheduleOrderForm } from './reschedule-order-form';

const ORDERABLE: ReadonlySet<string> = new Set(ORDERABLE_PART_STATUSES);

/** The parts of an order that could go into a new one now (not retired, not held by another order). */
export function repeatablePartIds(order: Order): string[] {
  return order.parts.filter((part) => ORDERABLE.has(part.status)).map((part) => part.id);
}

/**
 * What a user with orders:write can do with this order now: the changes the
 * server lists in `available_actions` (absent on a server without them), and
 * a repeat of a completed order.
 */
export function OrderActions({ order }: { order: Order }) {
  const [rescheduling, setRescheduling] = useState(false);
  const actions = order.available_actions ?? [];
  const repeatable = order.status === 'completed' ? repeatablePartIds(order) : [];
  if (actions.length === 0 && order.status !== 'completed') return null;
  return (
    <section id="order-actions" aria-label="Order actions" className="mb-6 scroll-mt-4">
      <div className="flex flex-wrap items-start gap-3">
        {actions.includes('reschedule') && !rescheduling ? (
          <Button variant="secondary" onClick={() => setRescheduling(true)}>
            Change pickup window
          </Button>
        ) : null}
        {actions.includes('cancel') ? <CancelOrderControl orderId={order.id} orderNumber={order.order_number} /> : null}
        {order.status === 'completed' && repeatable.length > 0 ? (
          <Link to="/orders/new" search={{ part_ids: repeatable }} className={buttonClass('secondary')}>
            Repeat this order
          </Link>
        ) : null}
        {order.status === 'completed' && repeatable.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">None of these parts can be ordered again right now.</p>
        ) : null}
      </div>
      {rescheduling && actions.includes('reschedule') ? (
        <div className="mt-4">
          <RescheduleOrderForm order={order} onClose={() => setRescheduling(false)} />
        </div>
      ) : null}
    </section>
  );
}
