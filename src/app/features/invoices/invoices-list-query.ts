import { invoiceListResponseSchema, type InvoiceListItem } from '../../../contract/invoices';
import { cursorListQueryOptions, type PageRequest } from '../../components/infinite-list/cursor-list-query';
import { useCursorList } from '../../components/infinite-list/use-cursor-list';
import { apiRequest } from '../../lib/http-client';
import type { InvoicesSearch } from './invoices-search';

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (filters: InvoicesSearch) => [...invoicesKeys.lists(), filters] as const,
};

export function fetchInvoicesPage(filters: InvoicesSearch, { after, limit, signal }: PageRequest) {
  return apiRequest({
    path: '/v1/invoices',
    query: { status: filters.status, limit, after },
    schema: invoiceListResponseSchema,
    signal,
  });
}

export function invoicesListQueryOptions(filters: InvoicesSearch) {
  return cursorListQueryOptions({ queryKey: invoicesKeys.list(filters), fetchPage: (request) => fetchInvoicesPage(filters, request) });
}

export function useInvoicesList(filters: InvoicesSearch) {
  return useCursorList<InvoiceListItem, ReturnType<typeof invoicesKeys.list>>(invoicesListQueryOptions(filters));
}
