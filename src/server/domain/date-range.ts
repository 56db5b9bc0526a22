import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inclusive UTC days: `from` at 00:00Z up to the end of `to`. Inputs are already valid year-month-day strings. */
export function withinDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : undefined;
  const endExclusive = to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined;
  return and(start ? gte(column, start) : undefined, endExclusive ? lt(column, endExclusive) : undefined);
}

/** A date string (year-month-day) a number of days after a moment, in UTC. */
export function utcDatePlusDays(moment: Date, days: number): string {
  return new Date(moment.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
