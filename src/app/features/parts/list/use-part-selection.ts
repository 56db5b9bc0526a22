import { useCallback, useMemo, useState } from 'react';

/**
 * Selected part ids with their labels, kept in state rather than in row DOM: rows come and go
 * as the list is virtualized or pages are dropped, the selection stays.
 */
export function usePartSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());

  const toggle = useCallback((id: string, label: string, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, label);
      else next.delete(id);
      return next;
    });
  }, []);
  /** Many at once: select-all of the loaded rows or of the whole filtered list. */
  const toggleMany = useCallback((parts: readonly { id: string; internal_label: string }[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const part of parts) {
        if (on) next.set(part.id, part.internal_label);
        else next.delete(part.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({ ids: [...selected.keys()], count: selected.size, has: (id: string) => selected.has(id), toggle, toggleMany, clear }),
    [selected, toggle, toggleMany, clear],
  );
}

export type PartSelection = ReturnType<typeof usePartSelection>;
