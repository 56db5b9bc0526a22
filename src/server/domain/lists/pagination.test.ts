import type { SQL } from 'drizzle-orm';
import { PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { afterPosition, newestFirst, toPage } from './pagination';

const row = (n: number) => ({ id: `p_${n}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)) });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(count - i));

describe('toPage', () => {
  it('gives no next cursor for an exactly full last page', () => {
    const page = toPage(rows(3), 3, { limit: 3, after: null });
    expect(page.items).toHaveLength(3);
    expect(page.next).toBeNull();
  });

  it('keeps the extra row out of the page and points the cursor at the last item shown', () => {
    const fetched = rows(4);
    const page = toPage(fetched, 10, { limit: 3, after: null });
    expect(page.items).toEqual(fetched.slice(0, 3));
    expect(page.next).toEqual({ createdAt: fetched[2]!.createdAt, id: fetched[2]!.id, page: 1 });
    expect(page.total).toBe(10);
  });

  it('numbers pages from the cursor it continues', () => {
    const fetched = rows(4);
    const after = { createdAt: new Date(Date.UTC(2026, 0, 2)), id: 'p_99', page: 2 };
    const page = toPage(fetched, 10, { limit: 3, after });
    expect(page.page).toBe(3);
    expect(page.next?.page).toBe(3);
  });

  it('answers an empty page with no cursor', () => {
    expect(toPage([], 0, { limit: 3, after: null })).toEqual({ items: [], total: 0, next: null, page: 1 });
  });
});

describe('keyset SQL', () => {
  const rowsTable = pgTable('rows', { id: text('id'), createdAt: timestamp('created_at', { withTimezone: true }) });
  const render = (fragment: SQL) => {
    const { sql, params } = new PgDialect().sqlToQuery(fragment);
    return { sql, params };
  };

  it('continues strictly after the cursor row, newest first', () => {
    const after = { createdAt: new Date('2026-01-02T03:04:05.000Z'), id: 'p_7', page: 1 };
    const condition = afterPosition(rowsTable.createdAt, rowsTable.id, after);
    expect(condition && render(condition)).toEqual({
      sql: '("rows"."created_at", "rows"."id") < ($1::timestamptz, $2)',
      params: ['2026-01-02T03:04:05.000Z', 'p_7'],
    });
  });

  it('adds no condition on the first page', () => {
    expect(afterPosition(rowsTable.createdAt, rowsTable.id, null)).toBeUndefined();
  });

  it('orders newest first with nulls last, as the indexes are built', () => {
    expect(newestFirst(rowsTable.createdAt, rowsTable.id).map((part) => render(part).sql)).toEqual([
      '"rows"."created_at" desc nulls last',
      '"rows"."id" desc nulls last',
    ]);
  });
});
