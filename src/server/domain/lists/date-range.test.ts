import type { SQL } from 'drizzle-orm';
import { PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { utcDatePlusDays, withinDays } from './date-range';

const orders = pgTable('orders', { id: text('id'), createdAt: timestamp('created_at', { withTimezone: true }) });
const render = (fragment: SQL | undefined) => {
  if (!fragment) return undefined;
  const { sql, params } = new PgDialect().sqlToQuery(fragment);
  return { sql, params };
};

describe('withinDays', () => {
  it('is from 00:00Z of the first day up to, not including, 00:00Z after the last', () => {
    expect(render(withinDays(orders.createdAt, '2026-11-01', '2026-11-30'))).toEqual({
      sql: '("orders"."created_at" >= $1 and "orders"."created_at" < $2)',
      params: ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    });
  });

  it('bounds one side only when one date is given, and nothing when none is', () => {
    expect(render(withinDays(orders.createdAt, '2026-11-01', undefined))).toEqual({
      sql: '"orders"."created_at" >= $1',
      params: ['2026-11-01T00:00:00.000Z'],
    });
    expect(render(withinDays(orders.createdAt, undefined, '2026-11-01'))).toEqual({
      sql: '"orders"."created_at" < $1',
      params: ['2026-11-02T00:00:00.000Z'],
    });
    expect(withinDays(orders.createdAt, undefined, undefined)).toBeUndefined();
  });

  it('drops bounds Postgres cannot hold: a from on the first day ever, a to on the last', () => {
    expect(withinDays(orders.createdAt, '0001-01-01', '9999-12-31')).toBeUndefined();
    expect(render(withinDays(orders.createdAt, '0001-01-02', '9999-12-30'))?.params).toEqual([
      '0001-01-02T00:00:00.000Z',
      '9999-12-31T00:00:00.000Z',
    ]);
  });

  it('matches nothing when the range ends before the first day Postgres knows', () => {
    expect(render(withinDays(orders.createdAt, undefined, '0000-12-31'))).toEqual({ sql: 'false', params: [] });
    expect(render(withinDays(orders.createdAt, '0000-01-01', '0000-12-30'))).toEqual({ sql: 'false', params: [] });
    expect(render(withinDays(orders.createdAt, undefined, '0001-01-01'))?.sql).toBe('"orders"."created_at" < $1');
  });
});

describe('utcDatePlusDays', () => {
  it('counts whole UTC days from a moment, across month and year ends', () => {
    expect(utcDatePlusDays(new Date('2026-12-31T23:30:00Z'), 1)).toBe('2027-01-01');
    expect(utcDatePlusDays(new Date('2026-03-01T00:00:00Z'), -1)).toBe('2026-02-28');
    expect(utcDatePlusDays(new Date('2026-11-23T12:00:00Z'), 0)).toBe('2026-11-23');
  });
});
