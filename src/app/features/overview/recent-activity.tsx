import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ORDER_LIST_STATUSES, type OrderListStatus } from '#contract/orders';
import { Badge } from '#app/components/ui/badge';
import { formatDate, formatDateTime, formatMoney } from '#app/lib/format/format';
import { humanize } from '#app/lib/format/humanize';
import { RECENT_ORDERS, invoicesDue, useInvoiceSummary, useRecentOrders } from './overview-queries';
import { useSiteInScope } from '#app/features/sites/site-scope';

/** A status the orders list can filter by; one this client has never seen links to the unfiltered list. */
function listFilter(status: string): OrderListStatus | undefined {
  return ORDER_LIST_STATUSES.find((known) => known === status);
}

const CARD = 'rounded-lg border border-slate-200 dark:border-slate-700';
// Rows stay as tall on a phone, where the links in them grow to 44 px targets.
export const ROW = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm max-sm:py-1';

export function Panel({ id, title, footer, children }: { id: string; title: string; footer: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="border-b border-slate-200 px-4 py-3 text-base font-semibold dark:border-slate-700">
        {title}
      </h2>
      {children}
      <p className="border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-700">{footer}</p>
    </section>
  );
}

export function RecentOrdersPanel({ currency }: { currency: string }) {
  const orders = useRecentOrders(useSiteInScope()).orders.slice(0, RECENT_ORDERS);
  return (
    <Panel
      id="overview-recent-orders"
      title="Recent orders"
      footer={
        <Link to="/orders" className="touch-target">
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? <p className="px-4 py-3 text-sm">No orders yet.</p> : null}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {orders.map((order) => (
          <li key={order.id} className={ROW}>
            <span className="flex items-center gap-2">
              <Link to="/orders/$orderId" params={{ orderId: order.id }} className="touch-target font-mono font-medium">
                {order.order_number}
              </Link>
              <Link
                to="/orders"
                search={{ status: listFilter(order.status) }}
                aria-label={`${humanize(order.status)} orders`}
                className="touch-target"
              >
                <Badge value={order.status} />
              </Link>
            </span>
            <span className="text-slate-700 dark:text-slate-300">
              {order.part_count} {order.part_count === 1 ? 'part' : 'parts'} · {formatMoney(order.total_cents, currency)} ·{' '}
              {formatDateTime(order.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function InvoicesDuePanel({ currency }: { currency: string }) {
  const site = useSiteInScope();
  const sent = useInvoiceSummary('sent', site);
  const overdue = useInvoiceSummary('overdue', site);
  const due = invoicesDue([overdue, sent], 5);
  return (
    <Panel
      id="overview-invoices-due"
      title="Invoices due"
      footer={
        <span className="flex flex-wrap gap-4">
          <Link to="/invoices" search={{ status: 'overdue' }} className="touch-target">
            Overdue invoices
          </Link>
          <Link to="/invoices" search={{ status: 'sent' }} className="touch-target">
            Invoices to pay
          </Link>
        </span>
      }
    >
      {due.length === 0 ? <p className="px-4 py-3 text-sm">Nothing to pay. Every invoice is settled.</p> : null}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {due.map((invoice) => (
          <li key={invoice.id} className={ROW}>
            <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className="touch-target font-mono font-medium">
              {invoice.invoice_number}
            </Link>
            <span
              className={
                invoice.status === 'overdue'
                  ? 'font-semibold text-red-800 dark:text-red-300'
                  : 'text-slate-700 dark:text-slate-300'
              }
            >
              {formatMoney(invoice.total_cents, currency)} · {invoice.status === 'overdue' ? 'Overdue since' : 'Due'}{' '}
              {formatDate(invoice.due_date)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
