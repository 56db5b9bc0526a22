import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partListResponseSchema } from '../../../../contract/parts';
import { LIST_PAGE_SIZE } from '../../../components/infinite-list/cursor-list-query';
import type { ApiRequest } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { resourceKeys } from '../../../lib/resource-keys';
import type { PartsSearch } from '../list/parts-search';
import { fetchPartsPage, partsKeys, partsListQueryOptions, usePartsList } from './parts-list-query';
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
const filters: PartsSearch = { status: 'with_customer', part_type: 'blade', q: 'drill', due: '14d', sort: '-wear_level' };
const sentFilters = { status: 'with_customer', part_type: 'blade', q: 'drill', due_within: 14, sort: '-wear_level' };

describe('fetchPartsPage', () => {
  it('lists parts with the filters as query parameters, the page size and the cursor', async () => {
    apiRequest.mockResolvedValue(page(['p1'], null));
    const signal = new AbortController().signal;
    await expect(fetchPartsPage(filters, { after: 'cur_1', limit: 25, signal })).resolves.toEqual(page(['p1'], null));
    const [request] = requests();
    expect(request?.path).toBe('/v1/parts');
    expect(request?.query).toEqual({ ...sentFilters, limit: 25, after: 'cur_1' });
    expect(request?.schema).toBe(partListResponseSchema);
    expect(request?.signal).toBe(signal);
  });
});

describe('partsKeys', () => {
  it('keys each filtered list under the parts lists', () => {
    expect(partsKeys.all).toEqual(resourceKeys.parts);
    expect(partsKeys.lists().slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);
    expect(partsKeys.lists()).not.toEqual([...resourceKeys.parts]);
    expect(partsKeys.list(filters).slice(0, partsKeys.lists().length)).toEqual(partsKeys.lists());
    expect(partsKeys.list(filters)).toContainEqual(filters);
    expect(partsKeys.list(filters)).not.toEqual(partsKeys.list({}));
  });
});

describe('partsListQueryOptions', () => {
  it('is cached under the filtered list key, first page without a cursor', async () => {
    const client = createQueryClient();
    const options = partsListQueryOptions(filters);
    expect(options.queryKey).toEqual(partsKeys.list(filters));
    apiRequest.mockResolvedValueOnce(page(['p1', 'p2'], 'cur_2'));
    await client.fetchInfiniteQuery(options);
    expect(requests()[0]?.query).toEqual({ ...sentFilters, limit: LIST_PAGE_SIZE, after: undefined });
    expect(client.getQueryData(options.queryKey)?.pages).toEqual([page(['p1', 'p2'], 'cur_2')]);
  });

  it('lists the rows of the loaded pages', async () => {
    const client = createQueryClient();
    apiRequest.mockResolvedValueOnce(page(['p1', 'p2'], 'cur_2')).mockResolvedValueOnce(page(['p3'], null));
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => usePartsList(filters), { wrapper });
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['p1', 'p2']));
    expect(result.current.total).toBe(3);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['p1', 'p2', 'p3']));
    expect(requests()[1]?.query).toEqual({ ...sentFilters, limit: LIST_PAGE_SIZE, after: 'cur_2' });
  });
});
