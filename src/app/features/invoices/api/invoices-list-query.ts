import { invoiceListResponseSchema, type InvoiceListItem } from '#contract/invoices';
import { cursorListQueryOptions, type PageRequest } from '#app/components/infinite-list/cursor-list-query';
import { useCursorList } from '#app/components/infinite-list/use-cursor-list';
import type { RateLimitInfo } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import type { InvoicesSearch } from '#app/features/invoices/list/invoices-search';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const invoicesKeys = {
  all: resourceKeys.invoices,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (filters: InvoicesSearch) => [...invoicesKeys.lists(), filters] as const,
};

interface InvoicesPageRequest extends PageRequest {
  onRateLimit?: (info: RateLimitInfo) => void;
}

export function fetchInvoicesPage(filters: InvoicesSearch, { after, limit, signal, onRateLimit }: InvoicesPageRequest) {
  return apiRequest({
    path: '/v1/invoices',
    query: { status: filters.status, from: filters.from, to: filters.to, site_id: filters.site, limit, after },
    schema: invoiceListResponseSchema,
    signal,
    onRateLimit,
  });
}

export function invoicesListQueryOptions(filters: InvoicesSearch) {
  return cursorListQueryOptions({
    queryKey: invoicesKeys.list(filters),
    fetchPage: (request) => fetchInvoicesPage(filters, request),
  });
}

export function useInvoicesList(filters: InvoicesSearch) {
  return useCursorList<InvoiceListItem, ReturnType<typeof invoicesKeys.list>>(invoicesListQueryOptions(filters));
}
