import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceListResponseSchema } from '../../../contract/invoices';
import { LIST_PAGE_SIZE } from '../../components/infinite-list/cursor-list-query';
import type { ApiRequest } from '../../lib/http-client';
import { createQueryClient } from '../../lib/query-client';
import { resourceKeys } from '../../lib/resource-keys';
import { fetchInvoicesPage, invoicesKeys, invoicesListQueryOptions, useInvoicesList } from './invoices-list-query';
import type { InvoicesSearch } from './invoices-search';
import { queryWrapper } from '../../testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('../../lib/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const page = (ids: string[], next: string | null, total = 3) => ({
  data: ids.map((id) => ({ id })),
  meta: { total, next_cursor: next },
});
const requests = () => apiRequest.mock.calls.map(([request]) => request);
const filters: InvoicesSearch = { status: 'overdue', from: '2026-01-01', to: '2026-03-31' };

describe('fetchInvoicesPage', () => {
  it('lists invoices with the filters, the page size and the cursor, and reports the rate limit', async () => {
    apiRequest.mockResolvedValue(page(['i1'], null));
    const signal = new AbortController().signal;
    const onRateLimit = vi.fn();
    await expect(fetchInvoicesPage(filters, { after: 'cur_1', limit: 25, signal, onRateLimit })).resolves.toEqual(
      page(['i1'], null),
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
    expect(invoicesKeys.all).toEqual(resourceKeys.invoices);
    expect(invoicesKeys.lists().slice(0, resourceKeys.invoices.length)).toEqual([...resourceKeys.invoices]);
    expect(invoicesKeys.lists()).not.toEqual([...resourceKeys.invoices]);
    expect(invoicesKeys.list(filters).slice(0, invoicesKeys.lists().length)).toEqual(invoicesKeys.lists());
    expect(invoicesKeys.list(filters)).toContainEqual(filters);
    expect(invoicesKeys.list(filters)).not.toEqual(invoicesKeys.list({}));
  });
});

describe('invoicesListQueryOptions', () => {
  it('is cached under the filtered list key, first page without a cursor', async () => {
    const client = createQueryClient();
    const options = invoicesListQueryOptions(filters);
    expect(options.queryKey).toEqual(invoicesKeys.list(filters));
    apiRequest.mockResolvedValueOnce(page(['i1', 'i2'], 'cur_2'));
    await client.fetchInfiniteQuery(options);
    expect(requests()[0]?.query).toEqual({ ...filters, limit: LIST_PAGE_SIZE, after: undefined });
    expect(client.getQueryData(options.queryKey)?.pages).toEqual([page(['i1', 'i2'], 'cur_2')]);
  });

  it('lists the rows of the loaded pages', async () => {
    const client = createQueryClient();
    apiRequest.mockResolvedValueOnce(page(['i1', 'i2'], 'cur_2')).mockResolvedValueOnce(page(['i3'], null));
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useInvoicesList(filters), { wrapper });
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['i1', 'i2']));
    expect(result.current.total).toBe(3);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['i1', 'i2', 'i3']));
    expect(requests()[1]?.query).toEqual({ ...filters, limit: LIST_PAGE_SIZE, after: 'cur_2' });
  });
});
