import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CursorList } from './use-cursor-list';

export const ROW_HEIGHT = 48;
/** Start fetching the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 30;

/** Where the list body starts on the page; the window virtualizer needs it as scrollMargin. */
function useOffsetTop<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    // Not measured here: reading a position now forces the browser to lay out the whole
    // page inside this render, a long task on a phone. The observer's first call comes
    // after the browser's own layout; until then 0 only shifts which rows are rendered
    // by less than the overscan, not where they are drawn.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, offsetTop };
}

/**
 * Window-scrolling virtualization over a cursor list: only the rows near the viewport are
 * rendered, pages load as the end approaches, and pages dropped by `maxPages` above the
 * first kept row are fetched again when scrolled back into view.
 */
export function useWindowRows<T, E extends HTMLElement>(list: CursorList<T>, rowHeight = ROW_HEIGHT) {
  const { ref, offsetTop } = useOffsetTop<E>();
  const loadedEnd = list.firstIndex + list.rows.length;
  const virtualizer = useWindowVirtualizer({
    count: loadedEnd,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: offsetTop,
  });
  // Rows change height with the layout (a phone's cards are taller): drop the cached sizes.
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const firstVisible = items[0]?.index ?? 0;
  const lastVisible = items.at(-1)?.index ?? -1;
  const { hasNextPage, hasPreviousPage, isFetching, fetchNextPage, fetchPreviousPage, firstIndex, loadMoreError } = list;

  useEffect(() => {
    if (isFetching || loadMoreError) return;
    if (hasNextPage && lastVisible >= loadedEnd - PREFETCH_ROWS) void fetchNextPage();
    else if (hasPreviousPage && firstVisible < firstIndex) void fetchPreviousPage();
  }, [
    isFetching,
    loadMoreError,
    hasNextPage,
    hasPreviousPage,
    lastVisible,
    firstVisible,
    loadedEnd,
    firstIndex,
    fetchNextPage,
    fetchPreviousPage,
  ]);

  const totalSize = virtualizer.getTotalSize();
  const first = items[0];
  const last = items.at(-1);
  return {
    bodyRef: ref,
    items: items.map((item) => ({
      key: item.key,
      index: item.index,
      row: item.index >= firstIndex ? list.rows[item.index - firstIndex] : undefined,
    })),
    paddingTop: first ? first.start - offsetTop : 0,
    paddingBottom: last ? totalSize - (last.end - offsetTop) : 0,
  };
}
