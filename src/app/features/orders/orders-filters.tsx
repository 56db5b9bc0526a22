import { SelectFilter } from '../../components/ui/select-filter';
import { ORDER_STATUS_OPTIONS } from './order-status';

export const ORDERS_DESCRIPTION = 'Pickup, sharpening and delivery round trips for your parts.';

/** The list filters, bound to the URL; shared by the screen and its pending skeleton. */
export function OrdersFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={ORDER_STATUS_OPTIONS} allLabel="All statuses" />
    </div>
  );
}
