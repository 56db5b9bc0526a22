import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime, userTimeZone } from '#app/lib/format/format';
import type { OrdersSearch } from './orders-search';

/** Says the list holds only the pickups in a range (the Overview links here), earliest first, with the way back. */
export function PickupRangeNote({ filters }: { filters: OrdersSearch }) {
  const [timeZone] = useState(userTimeZone);
  if (!filters.pickup_from || !filters.pickup_to) return null;
  return (
    <p className="mb-4 text-sm">
      Pickups from {formatDateTime(filters.pickup_from, { timeZone })} to {formatDateTime(filters.pickup_to, { timeZone })} (
      {timeZone}), earliest first.{' '}
      <Link to="/orders" className="touch-target underline">
        Show all orders
      </Link>
    </p>
  );
}
