import type { ReactNode } from 'react';
import { InfiniteTable, type InfiniteTableProps } from '#app/components/infinite-list/infinite-table';
import { EmptyState } from '#app/components/ui/empty-state';
import { hasFilters } from '#app/lib/routing/search-params';
import { ListScreenFrame, type ListScreenDefinition } from './list-screen-frame';

interface EmptyList {
  /** Shown while no filter is set: where the rows will come from. */
  text: ReactNode;
  /** Shown when the filters match nothing: a link back to the whole list. */
  clearFilters: ReactNode;
  /** Shown under the text while no filter is set, e.g. the button that adds the first row. */
  action?: ReactNode;
}

type TableProps<T> = Omit<InfiniteTableProps<T>, 'getRowKey' | 'caption' | 'noun' | 'empty'>;

interface ListScreenProps<T> extends TableProps<T> {
  screen: ListScreenDefinition;
  /** The filters the list was read with; any set one makes an empty list "no match". */
  filters: object;
  /** The dates asked for are reversed, so the list keeps the ones before (date-range-message.tsx says so). */
  keptDates?: boolean;
  empty: EmptyList;
  actions?: ReactNode;
  notes?: ReactNode;
  filterActions?: ReactNode;
  toolbar?: ReactNode;
  /** After the list: dialogs, room for a fixed bar. */
  children?: ReactNode;
}

const rowId = (row: { id: string }) => row.id;

/** A list screen: heading, URL-bound filters and an infinite table, or an explicit empty state. */
export function ListScreen<T extends { id: string }>(props: ListScreenProps<T>) {
  const { screen, filters, keptDates = false, empty, actions, notes, filterActions, toolbar, children, ...table } = props;
  const [, plural] = screen.noun;
  const filtered = hasFilters(filters) || keptDates;
  const noMatch = keptDates ? `No ${plural} match the dates you had before` : `No ${plural} match these filters`;
  return (
    <ListScreenFrame screen={screen} actions={actions} notes={notes} filterActions={filterActions} toolbar={toolbar}>
      <InfiniteTable
        {...table}
        getRowKey={rowId}
        caption={screen.title}
        noun={screen.noun}
        empty={
          <EmptyState title={filtered ? noMatch : `No ${plural} yet`} action={filtered ? null : empty.action}>
            {filtered ? empty.clearFilters : empty.text}
          </EmptyState>
        }
      />
      {children}
    </ListScreenFrame>
  );
}
