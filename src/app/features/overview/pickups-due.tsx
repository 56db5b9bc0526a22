import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderListItem } from '#contract/orders';
import { zoneShortName } from '#app/features/orders/format-window';
import { formatCount, formatDateTime, userTimeZone } from '#app/lib/format/format';
import { dateTimeFormat } from '#app/lib/format/intl-formatters';
import { handOverText } from './needs-doing-items';
import { PICKUPS_SHOWN, type PickupRange, type PickupsDue as Pickups } from './pickups-due-query';

/** The order page's actions, where "Change pickup window" is. */
const ORDER_ACTIONS_ANCHOR = 'order-actions';

/** "window 08:00 – 10:00 EST" where the list says when the window ends, else "window starts …". */
function windowText(order: OrderListItem, timeZone: string): string {
  if (!order.pickup_window_end) return `window starts ${formatDateTime(order.pickup_date, { timeZone })}`;
  const day = dateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const time = dateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone });
  const end = dateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
  const start = new Date(order.pickup_date);
  return `window ${day.format(start)}, ${time.format(start)}–${end.format(new Date(order.pickup_window_end))}`;
}

/** The pickups due from now to the end of the next business day: the first few, each with what to have ready and a way to move it. */
export function PickupsDue({ pickups, range, canReschedule }: { pickups: Pickups; range: PickupRange; canReschedule: boolean }) {
  const [timeZone] = useState(userTimeZone);
  const day = dateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'short', timeZone }).format(
    new Date(Date.parse(range.to) - 1),
  );
  const count = pickups.orders.length;
  return (
    <>
      <p>
        {count === 1 ? '1 pickup' : `${formatCount(count)} pickups`} from now to the end of {day}. Times are in your time zone,{' '}
        <strong>{timeZone}</strong> ({zoneShortName(timeZone)}).
      </p>
      <ul className="space-y-2">
        {pickups.orders.slice(0, PICKUPS_SHOWN).map((order) => (
          <li key={order.id}>
            <Link to="/orders/$orderId" params={{ orderId: order.id }} className="touch-target font-mono font-medium">
              {order.order_number}
            </Link>{' '}
            · {windowText(order, timeZone)} · {handOverText(order.part_count)}
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
      {pickups.exact ? (
        <Link to="/orders" search={{ pickup_from: range.from, pickup_to: range.to }} className="touch-target">
          All {formatCount(count)} pickups
        </Link>
      ) : null}
      {pickups.readOnly !== null ? (
        <p>Only the newest {formatCount(pickups.readOnly)} orders were looked at; an older order may have a pickup due too.</p>
      ) : null}
    </>
  );
}
