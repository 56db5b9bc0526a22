import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { invoiceListResponseSchema, type InvoiceListItem } from '#contract/invoices';
import { orderListResponseSchema, type OrderListItem } from '#contract/orders';
import { LIST_PAGE_SIZE } from '#app/components/infinite-list/cursor-list-query';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

/** How many of the newest orders the overview lists under "Recent orders". */
export const RECENT_ORDERS = 5;

export interface RecentOrders {
  /** The newest few orders. */
  orders: OrderListItem[];
  /** All orders of the account (meta.total of the unfiltered list). */
  total: number;
}

export function recentOrdersQueryOptions(site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.orders, 'overview', 'recent', site ?? null] as const,
    queryFn: async ({ signal }): Promise<RecentOrders> => {
      const { data, meta } = await apiRequest({
        path: '/v1/orders',
        query: { limit: RECENT_ORDERS, site_id: site },
        schema: orderListResponseSchema,
        signal,
      });
      return { orders: data, total: meta.total };
    },
  });
}

export interface InvoiceSummary {
  count: number;
  /** Sum of the totals, only when one page held every invoice; never estimated. */
  amountCents: number | null;
  invoices: InvoiceListItem[];
}

export function summarizeInvoices(invoices: InvoiceListItem[], total: number): InvoiceSummary {
  const complete = total <= invoices.length;
  return {
    count: total,
    amountCents: complete ? invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0) : null,
    invoices,
  };
}

/** One request per status: the count, the amount when the page holds them all, and the rows for "due soon". */
export function invoiceSummaryQueryOptions(status: 'sent' | 'overdue', site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.invoices, 'overview', status, site ?? null] as const,
    queryFn: async ({ signal }) => {
      const { data, meta } = await apiRequest({
        path: '/v1/invoices',
        query: { status, limit: LIST_PAGE_SIZE, site_id: site },
        schema: invoiceListResponseSchema,
        signal,
      });
      return summarizeInvoices(data, meta.total);
    },
  });
}

export function useRecentOrders(site?: string): RecentOrders {
  return useSuspenseQuery(recentOrdersQueryOptions(site)).data;
}

export function useInvoiceSummary(status: 'sent' | 'overdue', site?: string): InvoiceSummary {
  return useSuspenseQuery(invoiceSummaryQueryOptions(status, site)).data;
}

/** Unpaid invoices, the soonest (or longest overdue) due date first. */
export function invoicesDue(summaries: InvoiceSummary[], limit: number): InvoiceListItem[] {
  return summaries
    .flatMap((summary) => summary.invoices)
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.invoice_number.localeCompare(b.invoice_number))
    .slice(0, limit);
}
