import { useCallback, useMemo, useState } from 'react';
import type { PartListItem } from '#contract/parts';

/**
 * Selected parts by id, kept in state rather than in row DOM: rows come and go as the list is
 * virtualized or pages are dropped, the selection stays (with what a label sheet prints of them).
 */
export function usePartSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, PartListItem>>(new Map());

  const toggle = useCallback((part: PartListItem, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(part.id, part);
      else next.delete(part.id);
      return next;
    });
  }, []);
  /** Many at once: select-all of the loaded rows or of the whole filtered list. */
  const toggleMany = useCallback((parts: readonly PartListItem[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const part of parts) {
        if (on) next.set(part.id, part);
        else next.delete(part.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({
      ids: [...selected.keys()],
      parts: [...selected.values()],
      count: selected.size,
      has: (id: string) => selected.has(id),
      toggle,
      toggleMany,
      clear,
    }),
    [selected, toggle, toggleMany, clear],
  );
}

export type PartSelection = ReturnType<typeof usePartSelection>;
