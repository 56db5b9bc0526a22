import type { InvoiceListItem } from '#contract/invoices';
import { CHANGEABLE_ORDER_STATUSES, type OrderListItem } from '#contract/orders';
import { formatCount } from '#app/lib/format/format';
import { endOfNextBusinessDay } from './next-business-day';
import type { InvoiceSummary, RecentOrders } from './overview-queries';
import type { WearCountPage } from './wear-count-query';

/** How many overdue invoices the overview links one by one; more go through the list. */
export const OVERDUE_SHOWN = 3;

export interface DuePartsTask {
  /** All parts due now. */
  count: number;
  /** The ones one order can take, chosen on the new-order form. */
  partIds: string[];
  text: string;
  action: string;
}

/** Parts due now → one order for them; null when none are due or the server can't tell. */
export function duePartsTask(due: WearCountPage | null): DuePartsTask | null {
  if (!due || due.count === 0 || due.partIds.length === 0) return null;
  const n = due.partIds.length;
  const parts = due.count === 1 ? '1 part is' : `${formatCount(due.count)} parts are`;
  const more = due.count > n ? ` One order takes ${formatCount(n)}; order the rest after it.` : '';
  return {
    count: due.count,
    partIds: due.partIds,
    text: `${parts} worn to the due level and with you.${more}`,
    action: n === 1 ? 'Order pickup for this part' : `Order pickup for these ${formatCount(n)}`,
  };
}

export interface OverdueTask {
  count: number;
  /** The longest overdue first, each to be opened. */
  invoices: InvoiceListItem[];
  text: string;
}

/** Overdue invoices → open them; null when none is overdue. */
export function overdueTask(overdue: InvoiceSummary): OverdueTask | null {
  if (overdue.count === 0) return null;
  const invoices = [...overdue.invoices]
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.invoice_number.localeCompare(b.invoice_number))
    .slice(0, OVERDUE_SHOWN);
  const text = overdue.count === 1 ? '1 invoice is overdue.' : `${formatCount(overdue.count)} invoices are overdue.`;
  return { count: overdue.count, invoices, text };
}

export interface PickupsTask {
  /** Soonest first. */
  orders: OrderListItem[];
  /** The end of the next business day, in the user's zone. */
  until: Date;
  /** How many of the account's orders were read, when that is not all of them. */
  readOnly: number | null;
}

/**
 * Pickups from now to the end of the next business day, among the orders read
 * (the newest first); null when none is due.
 */
export function pickupsTask(recent: RecentOrders, now: Date, timeZone: string): PickupsTask | null {
  const until = endOfNextBusinessDay(now, timeZone);
  const orders = recent.orders
    .filter((order) => {
      // Pending or scheduled: the pickup is still to come (and can still be moved).
      if (!CHANGEABLE_ORDER_STATUSES.includes(order.status)) return false;
      const start = new Date(order.pickup_date).getTime();
      return start >= now.getTime() && start < until.getTime();
    })
    .sort((a, b) => Date.parse(a.pickup_date) - Date.parse(b.pickup_date) || a.order_number.localeCompare(b.order_number));
  if (orders.length === 0) return null;
  return { orders, until, readOnly: recent.total > recent.orders.length ? recent.orders.length : null };
}

/** "3 parts to hand over". */
export function handOverText(partCount: number): string {
  return partCount === 1 ? '1 part to hand over' : `${formatCount(partCount)} parts to hand over`;
}
