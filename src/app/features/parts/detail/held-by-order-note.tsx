import { Link } from '@tanstack/react-router';
import type { Part } from '#contract/parts';

/** Why a part in an open order has no Retire button, with that order when the server names it (the open_order extension). */
export function HeldByOrderNote({ part }: { part: Part }) {
  const order = part.open_order;
  return (
    <p className="text-slate-700 dark:text-slate-300">
      It is in an open order
      {order ? (
        <>
          ,{' '}
          <Link to="/orders/$orderId" params={{ orderId: order.id }} className="touch-target font-medium underline">
            {order.order_number}
          </Link>
        </>
      ) : null}
      : retire it once that order is completed or cancelled.
    </p>
  );
}
