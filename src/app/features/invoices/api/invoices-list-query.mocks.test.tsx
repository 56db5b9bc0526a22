import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceListResponseSchema } from '#contract/invoices';
import type { ApiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { fetchInvoicesPage, invoicesKeys, invoicesListQueryOptions, useInvoicesList } from './invoices-list-query';
import type { InvoicesSearch } from '#app/features/invoices/list/invoices-search';
import { describeCursorListQuery, expectListKeys, listPage } from '#app/testing/cursor-list-query-cases';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const requests = () => apiRequest.mock.calls.map(([request]) => request);
const filters: InvoicesSearch = { status: 'overdue', from: '2026-01-01', to: '2026-03-31' };

describe('fetchInvoicesPage', () => {
  it('lists invoices with the filters, the page size and the cursor, and reports the rate limit', async () => {
    apiRequest.mockResolvedValue(listPage(['i1'], null));
    const signal = new AbortController().signal;
    const onRateLimit = vi.fn();
    await expect(fetchInvoicesPage(filters, { after: 'cur_1', limit: 25, signal, onRateLimit })).resolves.toEqual(
      listPage(['i1'], null),
    );
    const [request] = requests();
    expect(request?.path).toBe('/v1/invoices');
    expect(request?.query).toEqual({ status: 'overdue', from: '2026-01-01', to: '2026-03-31', limit: 25, after: 'cur_1' });
    expect(request?.schema).toBe(invoiceListResponseSchema);
    expect(request?.signal).toBe(signal);
    expect(request?.onRateLimit).toBe(onRateLimit);
  });
});

describe('invoicesKeys', () => {
  it('keys each filtered list under the invoices lists', () => {
    expectListKeys(invoicesKeys, resourceKeys.invoices, filters, {});
  });
});

describeCursorListQuery('invoicesListQueryOptions', {
  apiRequest,
  queryKey: invoicesListQueryOptions(filters).queryKey,
  prefetch: (client) => client.fetchInfiniteQuery(invoicesListQueryOptions(filters)),
  listKey: invoicesKeys.list(filters),
  useList: () => useInvoicesList(filters),
  sent: filters,
});
