import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { zoneShortName } from '#app/features/orders/format-window';
import { formatCount, formatDateTime, userTimeZone } from '#app/lib/format/format';
import { dateTimeFormat } from '#app/lib/format/intl-formatters';
import { handOverText, type PickupsTask } from './needs-doing-items';

/** The order page's actions, where "Change pickup window" is. */
const ORDER_ACTIONS_ANCHOR = 'order-actions';

/** The pickups due from now to the end of the next business day, each with what to have ready and a way to move it. */
export function PickupsDue({ task, canReschedule }: { task: PickupsTask; canReschedule: boolean }) {
  const [timeZone] = useState(userTimeZone);
  const day = dateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'short', timeZone }).format(
    new Date(task.until.getTime() - 1),
  );
  return (
    <>
      <p>
        {task.orders.length === 1 ? '1 pickup' : `${formatCount(task.orders.length)} pickups`} from now to the end of {day}. Times
        are in your time zone, <strong>{timeZone}</strong> ({zoneShortName(timeZone)}).
      </p>
      <ul className="space-y-2">
        {task.orders.map((order) => (
          <li key={order.id}>
            <Link to="/orders/$orderId" params={{ orderId: order.id }} className="touch-target font-mono font-medium">
              {order.order_number}
            </Link>{' '}
            · window starts {formatDateTime(order.pickup_date, { timeZone })} · {handOverText(order.part_count)}
            {canReschedule ? (
              <>
                {' '}
                ·{' '}
                <Link
                  to="/orders/$orderId"
                  params={{ orderId: order.id }}
                  hash={ORDER_ACTIONS_ANCHOR}
                  aria-label={`Reschedule ${order.order_number}`}
                  className="touch-target underline"
                >
                  Reschedule
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {task.readOnly !== null ? (
        <p>Only the newest {formatCount(task.readOnly)} orders were looked at; an older order may have a pickup due too.</p>
      ) : null}
    </>
  );
}
