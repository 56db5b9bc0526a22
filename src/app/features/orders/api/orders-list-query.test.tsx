import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderListResponseSchema } from '../../../../contract/orders';
import { LIST_PAGE_SIZE } from '../../../components/infinite-list/cursor-list-query';
import type { ApiRequest } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { fetchOrdersPage, ordersKeys, ordersListQueryOptions, useOrdersList } from './orders-list-query';
import { queryWrapper } from '../../../testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('../../../lib/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const page = (ids: string[], next: string | null, total = 3) => ({
  data: ids.map((id) => ({ id })),
  meta: { total, next_cursor: next },
});
const requests = () => apiRequest.mock.calls.map(([request]) => request);
const filters = { status: 'scheduled' as const, from: '2026-11-01', to: '2026-11-30' };

describe('fetchOrdersPage', () => {
  it('lists orders with the filters, the page size and the cursor', async () => {
    apiRequest.mockResolvedValue(page(['o1'], null));
    const signal = new AbortController().signal;
    await expect(fetchOrdersPage(filters, { after: 'cur_1', limit: 25, signal })).resolves.toEqual(page(['o1'], null));
    const [request] = requests();
    expect(request?.path).toBe('/v1/orders');
    expect(request?.query).toEqual({ status: 'scheduled', from: '2026-11-01', to: '2026-11-30', limit: 25, after: 'cur_1' });
    expect(request?.schema).toBe(orderListResponseSchema);
    expect(request?.signal).toBe(signal);
  });
});

describe('ordersKeys', () => {
  it('keys lists, details and timelines under orders, each apart', () => {
    const under = (key: readonly unknown[]) => expect(key.slice(0, resourceKeys.orders.length)).toEqual([...resourceKeys.orders]);
    for (const key of [
      ordersKeys.lists(),
      ordersKeys.list({}),
      ordersKeys.details(),
      ordersKeys.detail('o1'),
      ordersKeys.timeline('o1'),
    ]) {
      under(key);
    }
    expect(ordersKeys.list(filters).slice(0, ordersKeys.lists().length)).toEqual(ordersKeys.lists());
    expect(ordersKeys.list(filters)).toContainEqual(filters);
    expect(ordersKeys.list(filters)).not.toEqual(ordersKeys.list({}));
    expect(ordersKeys.detail('o1').slice(0, ordersKeys.details().length)).toEqual(ordersKeys.details());
    expect(ordersKeys.detail('o1')).not.toEqual(ordersKeys.detail('o2'));
    expect(ordersKeys.detail('o1')).toContain('o1');
    expect(ordersKeys.timeline('o1').slice(0, ordersKeys.detail('o1').length)).toEqual(ordersKeys.detail('o1'));
    expect(ordersKeys.timeline('o1')).not.toEqual(ordersKeys.detail('o1'));
    expect(ordersKeys.details()).not.toEqual(ordersKeys.lists());
  });
});

describe('ordersListQueryOptions', () => {
  it('is cached under the filtered list key, first page without a cursor', async () => {
    const client = createQueryClient();
    const options = ordersListQueryOptions(filters);
    expect(options.queryKey).toEqual(ordersKeys.list(filters));
    apiRequest.mockResolvedValueOnce(page(['o1', 'o2'], 'cur_2')).mockResolvedValueOnce(page(['o3'], null));
    await client.fetchInfiniteQuery(options);
    expect(requests()[0]?.query).toEqual({ ...filters, limit: LIST_PAGE_SIZE, after: undefined });
    expect(client.getQueryData(options.queryKey)?.pages).toEqual([page(['o1', 'o2'], 'cur_2')]);
  });

  it('lists the rows of the loaded pages', async () => {
    const client = createQueryClient();
    apiRequest.mockResolvedValueOnce(page(['o1', 'o2'], 'cur_2')).mockResolvedValueOnce(page(['o3'], null));
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useOrdersList(filters), { wrapper });
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['o1', 'o2']));
    expect(result.current.total).toBe(3);
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['o1', 'o2', 'o3']));
    expect(requests()[1]?.query).toEqual({ ...filters, limit: LIST_PAGE_SIZE, after: 'cur_2' });
  });
});
