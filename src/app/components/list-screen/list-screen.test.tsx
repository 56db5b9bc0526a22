import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/http/query-client';
import { queryWrapper } from '#app/testing/query-wrapper';
import { stubResizeObserver, useStaticCursorList } from '#app/testing/static-cursor-list';
import type { Column } from '#app/components/infinite-list/infinite-table';
import { ListScreen } from './list-screen';
import type { ListScreenDefinition } from './list-screen-frame';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: Column<Row>[] = [{ id: 'name', header: 'Name', cell: (r) => r.name }];

const SCREEN: ListScreenDefinition = {
  title: 'Things',
  description: 'Every thing you have.',
  noun: ['thing', 'things'],
  Filters: ({ actions }: { actions?: ReactNode }) => (
    <div role="search" aria-label="Thing filters">
      {actions}
    </div>
  ),
  skeletonColumns: 1,
};

beforeAll(stubResizeObserver);
afterEach(cleanup);

function Things({ rows, filters, keptDates }: { rows: Row[]; filters: object; keptDates?: boolean }) {
  const list = useStaticCursorList('things', rows);
  return (
    <ListScreen
      screen={SCREEN}
      actions={<button type="button">Add a thing</button>}
      filterActions={<button type="button">Export</button>}
      list={list}
      columns={COLUMNS}
      filters={filters}
      keptDates={keptDates}
      empty={{
        text: 'Things you add appear here.',
        clearFilters: <a href="/things">Show all things</a>,
        action: <button type="button">Add the first thing</button>,
      }}
    />
  );
}

function renderThings(rows: Row[], filters: object = {}, keptDates = false) {
  return render(<Things rows={rows} filters={filters} keptDates={keptDates} />, { wrapper: queryWrapper(createQueryClient()) });
}

describe('ListScreen', () => {
  it('frames the table with the heading, its action and the filters with theirs', async () => {
    renderThings([{ id: 't1', name: 'Blade' }]);
    expect(await screen.findByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Thing filters' }).textContent).toBe('Export');
    expect(screen.getByText('End of list · 1 thing')).toBeTruthy();
  });

  it('says there are none yet, with the action, while no filter is set', async () => {
    renderThings([], { status: undefined });
    expect(await screen.findByRole('heading', { name: 'No things yet' })).toBeTruthy();
    expect(screen.getByText('Things you add appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add the first thing' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the filters match nothing, with the way back to the whole list, when one is set', async () => {
    renderThings([], { status: 'lost' });
    expect(await screen.findByRole('heading', { name: 'No things match these filters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all things' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the first thing' })).toBeNull();
  });

  it('while reversed dates keep the previous ones, says the previous dates match nothing, not these', async () => {
    renderThings([], { status: 'lost' }, true);
    expect(await screen.findByRole('heading', { name: 'No things match the dates you had before' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /these filters/ })).toBeNull();
  });
});
