import { Link } from '@tanstack/react-router';
import type { OrderListItem } from '#contract/orders';
import type { Column } from '#app/components/infinite-list/infinite-table';
import { Badge } from '#app/components/ui/badge';
import { formatDateTime, formatMoney } from '#app/lib/format/format';
import { ORDER_STATUS_TONES } from '#app/features/orders/order-status';

export function orderColumns(currency: string): readonly Column<OrderListItem>[] {
  return [
    {
      id: 'number',
      header: 'Order',
      cell: (o) => (
        <Link to="/orders/$orderId" params={{ orderId: o.id }} className="truncate font-mono font-medium max-sm:py-3">
          {o.order_number}
        </Link>
      ),
      className: 'w-36',
      phone: 'title',
    },
    // On a phone's card the dates follow status and total (`order`), each on its own line.
    {
      id: 'placed',
      header: 'Placed',
      cell: (o) => formatDateTime(o.created_at),
      className: 'w-56 max-sm:order-1',
      phone: 'full',
    },
    { id: 'status', header: 'Status', cell: (o) => <Badge value={o.status} tones={ORDER_STATUS_TONES} />, className: 'w-40' },
    { id: 'parts', header: 'Parts', cell: (o) => o.part_count, className: 'w-20 text-right', phone: 'hidden' },
    {
      id: 'total',
      header: 'Total',
      cell: (o) => formatMoney(o.total_cents, currency),
      className: 'w-32 text-right max-sm:text-left',
    },
    {
      id: 'pickup',
      header: 'Pickup',
      cell: (o) => formatDateTime(o.pickup_date),
      className: 'w-56 max-sm:order-1',
      phone: 'full',
    },
    {
      id: 'return',
      header: 'Expected return',
      cell: (o) => formatDateTime(o.expected_return_date),
      className: 'w-56 max-sm:order-1',
      phone: 'full',
    },
  ];
}
