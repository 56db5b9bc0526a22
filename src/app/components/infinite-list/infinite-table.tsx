import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { PHONE_QUERY, useMediaQuery } from '#app/lib/hooks/use-media-query';
import { Skeleton } from '#app/components/ui/skeleton';
import { ListStatus } from './list-status';
import { PHONE_SLOT_CLASS, type PhoneSlot } from '#app/components/phone-table';
import { phoneRowHeight } from './phone-row';
import type { CursorList } from './use-cursor-list';
import { useFitsWidth } from './use-fits-width';
import { useFollowingHeader } from './use-following-header';
import { ROW_HEIGHT, useWindowRows } from './use-window-rows';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Width and alignment classes for the column, e.g. `w-32 text-right`. */
  className?: string;
  /** Where the cell goes on a phone's card (see phone-row.ts); `half` unless said. */
  phone?: PhoneSlot;
  /** The caption over the cell on a phone's card, when `header` is not plain text. */
  phoneLabel?: string;
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

const CELL =
  'truncate border-b border-slate-100 px-3 text-sm dark:border-slate-800 max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:px-0';
/**
 * Below 640 px each row is a card: a two-column grid of captioned cells (the caption comes from
 * `data-phone-label` in styles.css, hidden from assistive tech, which hears the column header).
 * The explicit table roles keep the table a table for assistive tech whatever `display` says.
 */
const PHONE_ROW =
  'max-sm:relative max-sm:grid max-sm:grid-cols-2 max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-1 max-sm:overflow-hidden max-sm:border-b max-sm:border-slate-200 max-sm:px-3 max-sm:py-2 dark:max-sm:border-slate-700';
/** With a leading cell (a checkbox), the card keeps a 44 px column on its left for it. */
const PHONE_LEADING_ROW = 'max-sm:pl-14';
const PHONE_LEADING_CELL = 'max-sm:absolute max-sm:left-1 max-sm:top-2 max-sm:border-0 max-sm:p-0';
/** Clicks pass through the header cells (text only) to the row a stuck header covers. */
const HEADER_CELL =
  'pointer-events-none bg-slate-50 px-3 py-3 shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:z-10 dark:bg-slate-900 dark:shadow-[inset_0_-1px_0_var(--color-slate-700)]';
/**
 * Under the portal header (its height is --shell-header-height): sticky once the table fits its page; while it scrolls
 * sideways its region is the sticky's box, so the cells are moved down by --head-shift instead (never both: inside the
 * region a sticky offset would push them down a second time).
 */
const HEADER_STUCK = 'sm:sticky sm:top-(--shell-header-height,0px)';
const HEADER_FOLLOWING = 'sm:relative sm:[translate:0_var(--head-shift,0px)]';

export function InfiniteTable<T>(props: InfiniteTableProps<T>) {
  const { list, columns, getRowKey, caption, noun, empty, leading, rowProps, renderRow, minWidth = '56rem' } = props;
  const captionId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const rowHeight = phone ? phoneRowHeight(columns.map((column) => column.phone ?? 'half')) : ROW_HEIGHT;
  const { bodyRef, items, paddingTop, paddingBottom } = useWindowRows<T, HTMLTableSectionElement>(list, rowHeight);
  const { regionRef, fits } = useFitsWidth<HTMLDivElement>();
  const tableRef = useFollowingHeader(!fits && !phone);
  const headerCell = `${HEADER_CELL} ${fits ? HEADER_STUCK : HEADER_FOLLOWING}`;
  const columnCount = columns.length + (leading ? 1 : 0);

  if (list.total === 0 && list.rows.length === 0) return <>{empty}</>;

  const rowClass = `${PHONE_ROW} ${leading ? PHONE_LEADING_ROW : ''}`;
  return (
    <div>
      <ListStatus list={list} noun={noun} position="top" />
      <div
        ref={regionRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        // A table that fits needs no scroll box of its own, and without one its header can stick to the window.
        className={`relative rounded-lg border border-slate-200 dark:border-slate-700 ${fits ? '' : 'overflow-x-auto'}`}
      >
        <table
          ref={tableRef}
          role="table"
          aria-rowcount={list.total + 1}
          className="w-full table-fixed border-collapse max-sm:block sm:min-w-(--table-min-width)"
          style={{ '--table-min-width': minWidth } as CSSProperties}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead
            role="rowgroup"
            className="text-left text-xs font-semibold uppercase tracking-wide text-slate-700 max-sm:sr-only dark:text-slate-300"
          >
            <tr role="row" aria-rowindex={1}>
              {leading ? (
                <th role="columnheader" scope="col" className={`${headerCell} ${leading.className ?? 'w-12'}`}>
                  {leading.header}
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.id} role="columnheader" scope="col" className={`${headerCell} ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef} role="rowgroup" className="max-sm:block">
            {paddingTop > 0 ? <Spacer height={paddingTop} columns={columnCount} /> : null}
            {items.map(({ key, index, row }) =>
              row === undefined ? (
                <tr key={key} role="row" aria-rowindex={index + 2} className="max-sm:block" style={{ height: rowHeight }}>
                  <td role="cell" colSpan={columnCount} className={`${CELL} max-sm:py-4`}>
                    <Skeleton className="h-4 w-2/3" />
                    <span className="sr-only">Loading row {index + 1}</span>
                  </td>
                </tr>
              ) : (
                <Fragment key={getRowKey(row)}>
                  {(renderRow ?? defaultRow)({
                    row,
                    index,
                    attributes: rowAttributes(rowProps?.(row), rowClass, index, rowHeight),
                    cells: (
                      <>
                        {leading ? (
                          <td role="cell" className={`${CELL} ${PHONE_LEADING_CELL}`}>
                            {leading.cell(row)}
                          </td>
                        ) : null}
                        {columns.map((column) => (
                          <td
                            key={column.id}
                            role="cell"
                            data-phone-label={phoneLabel(column)}
                            className={`${CELL} ${column.className ?? ''} ${PHONE_SLOT_CLASS[column.phone ?? 'half']}`}
                          >
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

function rowAttributes(
  extra: HTMLAttributes<HTMLTableRowElement> | undefined,
  rowClass: string,
  index: number,
  height: number,
): RowRenderProps<unknown>['attributes'] {
  return {
    ...extra,
    role: 'row',
    className: `${rowClass} ${extra?.className ?? ''}`,
    'aria-rowindex': index + 2,
    style: { ...extra?.style, height },
  };
}

/** The caption over a cell on a phone's card; a title cell speaks for itself. */
function phoneLabel<T>(column: Column<T>): string | undefined {
  if (column.phone === 'title') return undefined;
  return column.phoneLabel ?? (typeof column.header === 'string' ? column.header : undefined);
}

function defaultRow<T>({ attributes, cells }: RowRenderProps<T>) {
  return <tr {...attributes}>{cells}</tr>;
}

/** Stands in for the rows scrolled out of view so the page keeps its full height. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="max-sm:block" style={{ height }}>
      <td colSpan={columns} className="p-0 max-sm:block" />
    </tr>
  );
}
