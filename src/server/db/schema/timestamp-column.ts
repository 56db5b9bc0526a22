import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp column: with time zone, millisecond precision, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
