import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { invoiceResponseSchema, type Invoice } from '#contract/invoices';
import { ApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { invoicesKeys } from './invoices-list-query';

export const invoiceDetailKey = (id: string) => [...invoicesKeys.all, 'detail', id] as const;

export async function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await apiRequest({ path: `/v1/invoices/${encodeURIComponent(id)}`, schema: invoiceResponseSchema, signal });
  return data;
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: invoiceDetailKey(id), queryFn: ({ signal }) => fetchInvoice(id, signal) });
}

export function useInvoice(id: string): Invoice {
  return useSuspenseQuery(invoiceQueryOptions(id)).data;
}

/** Route loader: fills the cache, and turns the API's 404 into the route's not-found screen. */
export async function loadInvoice(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await queryClient.query(invoiceQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
