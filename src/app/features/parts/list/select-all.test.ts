import { describe, expect, it, vi } from 'vitest';
import type { PartListItem } from '#contract/parts';
import type { PageRequest } from '#app/components/infinite-list/cursor-list-query';
import { fetchOrderableMatching, orderable } from './select-all';

const part = (id: string, status = 'with_customer') => ({ id, internal_label: id, status }) as PartListItem;

describe('select all', () => {
  it('leaves out the parts an order can’t take', () => {
    expect(orderable([part('a'), part('b', 'retired'), part('c', 'at_service_center')]).map((p) => p.id)).toEqual(['a']);
  });

  it('reads the whole filtered list page by page, not only the loaded rows', async () => {
    const pages = [
      { data: [part('a'), part('b', 'retired')], meta: { total: 3, next_cursor: 'c1' } },
      { data: [part('c')], meta: { total: 3, next_cursor: null } },
    ];
    const fetchPage = vi.fn((request: PageRequest) => Promise.resolve(pages[request.after === 'c1' ? 1 : 0]!));
    const found = await fetchOrderableMatching(fetchPage, new AbortController().signal);
    expect(found.map((p) => p.id)).toEqual(['a', 'c']);
    expect(fetchPage.mock.calls.map(([request]) => [request.after, request.limit])).toEqual([
      [undefined, 100],
      ['c1', 100],
    ]);
  });

  it('stops after ten pages', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ data: [part('x')], meta: { total: 5000, next_cursor: 'more' } }));
    await fetchOrderableMatching(fetchPage, new AbortController().signal);
    expect(fetchPage).toHaveBeenCalledTimes(10);
  });
});
