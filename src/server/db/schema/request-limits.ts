import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

// Idempotency keys and rate-limit counters: what guards a request before its work.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    /** SHA-256 of method + path + body: a reuse with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().$type<'in_flight' | 'done'>(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    accountId: text('account_id').notNull(),
    window: text('window').notNull().$type<'minute' | 'day'>(),
    /** Unix epoch seconds at which this window started. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.window, t.windowStart] })],
);
