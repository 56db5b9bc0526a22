import { renderHook, waitFor } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it, type Mock } from 'vitest';
import { LIST_PAGE_SIZE } from '#app/components/infinite-list/cursor-list-query';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { queryWrapper } from './query-wrapper';

/** A list response of rows that carry only their id. */
export const listPage = (ids: string[], next: string | null, total = 3) => ({
  data: ids.map((id) => ({ id })),
  meta: { total, next_cursor: next },
});

/** The key factory every cursor list has: its resource's key, its lists, one list per filters. */
interface ListKeys<TFilters> {
  all: readonly unknown[];
  lists: () => readonly unknown[];
  list: (filters: TFilters) => readonly unknown[];
}

/** Each filtered list is keyed under the resource's lists, apart from the unfiltered one. */
export function expectListKeys<TFilters>(
  keys: ListKeys<TFilters>,
  resourceKey: readonly unknown[],
  filters: TFilters,
  none: TFilters,
) {
  expect(keys.all).toEqual(resourceKey);
  expect(keys.lists().slice(0, resourceKey.length)).toEqual([...resourceKey]);
  expect(keys.lists()).not.toEqual([...resourceKey]);
  expect(keys.list(filters).slice(0, keys.lists().length)).toEqual(keys.lists());
  expect(keys.list(filters)).toContainEqual(filters);
  expect(keys.list(filters)).not.toEqual(keys.list(none));
}

interface CursorListCase {
  apiRequest: Mock<(request: ApiRequest<unknown>) => Promise<unknown>>;
  /** The key of the list's query options for the filters under test, and a fetch through them. */
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<unknown>;
  /** The key they must be cached under. */
  listKey: QueryKey;
  /** The list's hook, for the same filters. */
  useList: () => {
    rows: { id: string }[];
    total: number | undefined;
    hasNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** The query parameters the filters become. */
  sent: Record<string, unknown>;
}

/** What every cursor list's query options and hook must do, from the first page to the next. */
export function describeCursorListQuery(name: string, list: CursorListCase) {
  const requests = () => list.apiRequest.mock.calls.map(([request]) => request);
  describe(name, () => {
    it('is cached under the filtered list key, first page without a cursor', async () => {
      const client = createQueryClient();
      expect(list.queryKey).toEqual(list.listKey);
      list.apiRequest.mockResolvedValueOnce(listPage(['r1', 'r2'], 'cur_2')).mockResolvedValueOnce(listPage(['r3'], null));
      await list.prefetch(client);
      expect(requests()[0]?.query).toEqual({ ...list.sent, limit: LIST_PAGE_SIZE, after: undefined });
      expect(client.getQueryData<{ pages: unknown[] }>(list.listKey)?.pages).toEqual([listPage(['r1', 'r2'], 'cur_2')]);
    });

    it('lists the rows of the loaded pages', async () => {
      const client = createQueryClient();
      list.apiRequest.mockResolvedValueOnce(listPage(['r1', 'r2'], 'cur_2')).mockResolvedValueOnce(listPage(['r3'], null));
      const { result } = renderHook(list.useList, { wrapper: queryWrapper(client) });
      await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r1', 'r2']));
      expect(result.current.total).toBe(3);
      expect(result.current.hasNextPage).toBe(true);
      await result.current.fetchNextPage();
      await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r3']));
      expect(requests()[1]?.query).toEqual({ ...list.sent, limit: LIST_PAGE_SIZE, after: 'cur_2' });
    });
  });
}
