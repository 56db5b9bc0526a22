import { vi } from 'vitest';
import { cursorListQueryOptions, type CursorPage } from '#app/components/infinite-list/cursor-list-query';
import { useCursorList } from '#app/components/infinite-list/use-cursor-list';

/** A cursor list of one page holding these rows, read the way the screens read theirs. */
export function useStaticCursorList<T>(name: string, rows: T[]) {
  return useCursorList(
    cursorListQueryOptions({
      queryKey: [name, rows.length],
      fetchPage: async (): Promise<CursorPage<T>> => ({ data: rows, meta: { total: rows.length, next_cursor: null } }),
    }),
  );
}

/** jsdom has no ResizeObserver; the table only uses it to re-measure its offset. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
