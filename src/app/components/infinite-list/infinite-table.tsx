import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { Skeleton } from '../ui/skeleton';
import { ListStatus } from './list-status';
import type { CursorList } from './use-cursor-list';
import { ROW_HEIGHT, useWindowRows } from './use-window-rows';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Width and alignment classes for the column, e.g. `w-32 text-right`. */
  className?: string;
}

export interface RowRenderProps<T> {
  row: T;
  /** Absolute index of the row in the whole list. */
  index: number;
  /** Spread these on the `<tr>`: position for assistive tech, fixed height for the virtualizer. */
  attributes: HTMLAttributes<HTMLTableRowElement> & { 'aria-rowindex': number; style: CSSProperties };
  /** The row's `<td>`s (leading cell first). */
  cells: ReactNode;
}

export interface InfiniteTableProps<T> {
  list: CursorList<T>;
  columns: readonly Column<T>[];
  getRowKey: (row: T) => string;
  /** Accessible name of the table, e.g. "Parts". */
  caption: string;
  /** Plural and singular nouns for counts: ["part", "parts"]. */
  noun: readonly [singular: string, plural: string];
  /** Shown instead of the table when the list has no rows at all. */
  empty: ReactNode;
  /** An optional first column, e.g. a selection checkbox. */
  leading?: { header: ReactNode; cell: (row: T) => ReactNode; className?: string };
  /** Extra attributes per row (aria-selected, data-state…). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Full control over a row's `<tr>`; must spread `attributes` and render `cells`. */
  renderRow?: (props: RowRenderProps<T>) => ReactNode;
  /** Minimum table width before the table scrolls sideways inside its own region. */
  minWidth?: string;
}

const CELL = 'truncate border-b border-slate-100 px-3 text-sm dark:border-slate-800';

export function InfiniteTable<T>(props: InfiniteTableProps<T>) {
  const { list, columns, getRowKey, caption, noun, empty, leading, rowProps, renderRow, minWidth = '56rem' } = props;
  const captionId = useId();
  const { bodyRef, items, paddingTop, paddingBottom } = useWindowRows<T, HTMLTableSectionElement>(list);
  const columnCount = columns.length + (leading ? 1 : 0);

  if (list.total === 0 && list.rows.length === 0) return <>{empty}</>;

  return (
    <div>
      <ListStatus list={list} noun={noun} position="top" />
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      >
        <table aria-rowcount={list.total + 1} className="w-full table-fixed border-collapse" style={{ minWidth }}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr aria-rowindex={1}>
              {leading ? (
                <th scope="col" className={`px-3 py-3 ${leading.className ?? 'w-12'}`}>
                  {leading.header}
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.id} scope="col" className={`px-3 py-3 ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {paddingTop > 0 ? <Spacer height={paddingTop} columns={columnCount} /> : null}
            {items.map(({ key, index, row }) =>
              row === undefined ? (
                <tr key={key} aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
                  <td colSpan={columnCount} className={CELL}>
                    <Skeleton className="h-4 w-2/3" />
                    <span className="sr-only">Loading row {index + 1}</span>
                  </td>
                </tr>
              ) : (
                <Fragment key={getRowKey(row)}>
                  {(renderRow ?? defaultRow)({
                    row,
                    index,
                    attributes: { ...rowProps?.(row), 'aria-rowindex': index + 2, style: { height: ROW_HEIGHT } },
                    cells: (
                      <>
                        {leading ? <td className={CELL}>{leading.cell(row)}</td> : null}
                        {columns.map((column) => (
                          <td key={column.id} className={`${CELL} ${column.className ?? ''}`}>
                            {column.cell(row)}
                          </td>
                        ))}
                      </>
                    ),
                  })}
                </Fragment>
              ),
            )}
            {paddingBottom > 0 ? <Spacer height={paddingBottom} columns={columnCount} /> : null}
          </tbody>
        </table>
      </div>
      <ListStatus list={list} noun={noun} position="bottom" />
    </div>
  );
}

function defaultRow<T>({ attributes, cells }: RowRenderProps<T>) {
  return <tr {...attributes}>{cells}</tr>;
}

/** Stands in for the rows scrolled out of view so the page keeps its full height. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}
