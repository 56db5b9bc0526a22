import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/http/query-client';
import { stubResizeObserver, useStaticCursorList } from '#app/testing/static-cursor-list';
import { Badge } from '#app/components/ui/badge';
import { InfiniteTable, type Column } from './infinite-table';

interface Row {
  id: string;
  name: string;
  status: string;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'status', header: 'Status', cell: (r) => <Badge value={r.status} tones={{ ready: 'success' }} /> },
];

beforeAll(stubResizeObserver);
afterEach(cleanup);

function Table({ rows, selected }: { rows: Row[]; selected?: string }) {
  const list = useStaticCursorList('rows', rows);
  return (
    <InfiniteTable
      list={list}
      columns={COLUMNS}
      getRowKey={(r) => r.id}
      caption="Things"
      noun={['thing', 'things']}
      empty={<p>Nothing here</p>}
      renderRow={({ row, attributes, cells }) => (
        <tr {...attributes} aria-selected={row.id === selected}>
          {cells}
        </tr>
      )}
      leading={{
        header: <span className="sr-only">Select</span>,
        cell: (r) => <input type="checkbox" aria-label={`Select ${r.name}`} />,
      }}
    />
  );
}

function renderTable(rows: Row[], selected?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>Loading</p>}>
        <Table rows={rows} selected={selected} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('InfiniteTable', () => {
  it('renders an accessible table with the total, a leading cell and an end-of-list marker', async () => {
    renderTable(
      [
        { id: '1', name: 'Blade', status: 'ready' },
        { id: '2', name: 'Saw', status: 'sent_to_moon' },
      ],
      '2',
    );
    const table = await screen.findByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-rowcount')).toBe('3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Select', 'Name', 'Status']);
    expect(within(table).getByRole('checkbox', { name: 'Select Saw' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Sent to moon' })).toBeTruthy();
    expect(screen.getByText('2 things')).toBeTruthy();
    expect(screen.getByText('End of list · 2 things')).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect([first?.getAttribute('aria-rowindex'), second?.getAttribute('aria-rowindex')]).toEqual(['2', '3']);
    expect(second?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty state instead of a table when there are no rows', async () => {
    renderTable([]);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
