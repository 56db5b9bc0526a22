import type { PartListItem } from '#contract/parts';
import { LIST_PAGE_SIZE, type CursorPage, type PageRequest } from '#app/components/infinite-list/cursor-list-query';
import { orderBlockReason } from '#app/features/parts/part-orderability';

/** The most parts "select all matching" reads (ten pages); a longer list asks for narrower filters. */
export const SELECT_ALL_MAX = 1000;

/** The parts of a list a pickup order could take: not retired, not already in an open order. */
export function orderable(parts: readonly PartListItem[]): PartListItem[] {
  return parts.filter((part) => orderBlockReason(part) === null);
}

/** Every orderable part of the filtered list, page by page (the rows loaded so far may be only the first pages). */
export async function fetchOrderableMatching(
  fetchPage: (request: PageRequest) => Promise<CursorPage<PartListItem>>,
  signal: AbortSignal,
): Promise<PartListItem[]> {
  const found: PartListItem[] = [];
  let after: string | undefined;
  for (let read = 0; read * LIST_PAGE_SIZE < SELECT_ALL_MAX; read += 1) {
    const page = await fetchPage({ after, limit: LIST_PAGE_SIZE, signal });
    found.push(...orderable(page.data));
    if (!page.meta.next_cursor) break;
    after = page.meta.next_cursor;
  }
  return found;
}
