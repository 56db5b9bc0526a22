import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { formatCount } from '#app/lib/format/format';
import { PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';
import { PreviewRowCells, type RowEditing } from './preview-row';
import type { PreviewRow } from './use-import-rows';

const HEADERS = ['Row', 'Import', ...PART_CSV_COLUMNS.map((column) => column.header), 'Problems'];

/**
 * Every row of the file in a table of its own scroll box, virtualized: only the rows near the
 * visible part are in the page, so 10,000 rows scroll and edit as smoothly as 10.
 */
export function PreviewTable({ rows, editing }: { rows: readonly PreviewRow[]; editing: RowEditing }) {
  const [onlyAttention, setOnlyAttention] = useState(false);
  const shown = useMemo(() => (onlyAttention ? rows.filter((row) => row.status === 'attention') : rows), [rows, onlyAttention]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    overscan: 10,
    getItemKey: (i) => shown[i]!.index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={onlyAttention} onChange={(e) => setOnlyAttention(e.target.checked)} />
        Show only rows that need attention
      </label>
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative max-h-[60vh] overflow-auto rounded-lg border border-slate-300 dark:border-slate-600"
      >
        <table className="w-full min-w-[64rem] border-collapse text-left" aria-rowcount={shown.length + 1}>
          <caption id={captionId} className="sr-only">
            Rows to import ({formatCount(shown.length)})
          </caption>
          <thead className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800">
            <tr aria-rowindex={1}>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-2 py-2 text-xs font-semibold uppercase">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 ? <Spacer height={top} /> : null}
            {items.map((item) => (
              <PreviewTableRow
                key={item.key}
                row={shown[item.index]!}
                position={item.index}
                editing={editing}
                measure={virtualizer.measureElement}
              />
            ))}
            {bottom > 0 ? <Spacer height={bottom} /> : null}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="p-4 text-sm">No row needs attention.</p> : null}
      </div>
    </div>
  );
}

interface PreviewTableRowProps {
  row: PreviewRow;
  /** Its place among the rows shown. */
  position: number;
  editing: RowEditing;
  measure: (element: HTMLTableRowElement | null) => void;
}

/** Drawn again only when its row, its place or the editing rules change: a fix redraws one row, not every row in view. */
const PreviewTableRow = memo(function PreviewTableRow({ row, position, editing, measure }: PreviewTableRowProps) {
  return (
    <tr
      data-index={position}
      ref={measure}
      aria-rowindex={position + 2}
      className={`border-t border-slate-200 align-top dark:border-slate-700 ${
        row.status === 'attention' ? 'bg-red-50/60 dark:bg-red-950/30' : ''
      } ${row.status === 'left-out' || row.status === 'registered' ? 'text-slate-600 dark:text-slate-400' : ''}`}
    >
      <PreviewRowCells row={row} editing={editing} />
    </tr>
  );
});

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={HEADERS.length} />
    </tr>
  );
}
