import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Postgres has no year 0 and JavaScript writes years past 9999 as "+010000": bounds outside these are no bounds. */
const FIRST_MOMENT = Date.parse('0001-01-01T00:00:00.000Z');
const PAST_LAST_MOMENT = Date.parse('9999-12-31T00:00:00.000Z') + DAY_MS;

/** Inclusive UTC days: `from` at 00:00Z up to the end of `to`. Inputs are already valid year-month-day strings. */
export function withinDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  const start = from === undefined ? undefined : Date.parse(`${from}T00:00:00.000Z`);
  const endExclusive = to === undefined ? undefined : Date.parse(`${to}T00:00:00.000Z`) + DAY_MS;
  if (endExclusive !== undefined && endExclusive <= FIRST_MOMENT) return sql`false`;
  return and(
    start !== undefined && start > FIRST_MOMENT ? gte(column, new Date(start)) : undefined,
    endExclusive !== undefined && endExclusive < PAST_LAST_MOMENT ? lt(column, new Date(endExclusive)) : undefined,
  );
}

/** A date string (year-month-day) a number of days after a moment, in UTC. */
export function utcDatePlusDays(moment: Date, days: number): string {
  return new Date(moment.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
