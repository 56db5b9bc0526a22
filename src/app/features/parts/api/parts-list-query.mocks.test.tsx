import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partListResponseSchema } from '#contract/parts';
import type { ApiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import type { PartsSearch } from '#app/features/parts/list/parts-search';
import { fetchPartsPage, partsKeys, partsListQueryOptions, usePartsList } from './parts-list-query';
import { describeCursorListQuery, expectListKeys, listPage } from '#app/testing/cursor-list-query-cases';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const requests = () => apiRequest.mock.calls.map(([request]) => request);
const filters: PartsSearch = { status: 'with_customer', part_type: 'blade', q: 'drill', due: '14d', sort: '-wear_level' };
const sentFilters = { status: 'with_customer', part_type: 'blade', q: 'drill', due_within: 14, sort: '-wear_level' };

describe('fetchPartsPage', () => {
  it('lists parts with the filters as query parameters, the page size and the cursor', async () => {
    apiRequest.mockResolvedValue(listPage(['p1'], null));
    const signal = new AbortController().signal;
    await expect(fetchPartsPage(filters, { after: 'cur_1', limit: 25, signal })).resolves.toEqual(listPage(['p1'], null));
    const [request] = requests();
    expect(request?.path).toBe('/v1/parts');
    expect(request?.query).toEqual({ ...sentFilters, limit: 25, after: 'cur_1' });
    expect(request?.schema).toBe(partListResponseSchema);
    expect(request?.signal).toBe(signal);
  });
});

describe('partsKeys', () => {
  it('keys each filtered list under the parts lists', () => {
    expectListKeys(partsKeys, resourceKeys.parts, filters, {});
  });
});

describeCursorListQuery('partsListQueryOptions', {
  apiRequest,
  queryKey: partsListQueryOptions(filters).queryKey,
  prefetch: (client) => client.fetchInfiniteQuery(partsListQueryOptions(filters)),
  listKey: partsKeys.list(filters),
  useList: () => usePartsList(filters),
  sent: sentFilters,
});
