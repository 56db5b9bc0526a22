import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

// Events (the transactional outbox), webhook endpoints, their deliveries and every attempt.

/**
 * One row per change, written in the change's own transaction (domain/events/record-event.ts). A
 * row trigger (the event-triggers migration) counts it in event_counts and queues its deliveries.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    /** No foreign key: the check would cost every write its event's insert (accounts are never deleted). */
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    /** The id of data.object, for the object_id filter. */
    objectId: text('object_id').notNull(),
    /**
     * When the event was recorded: later than every earlier event of the account, in commit order
     * (domain/events/event-transaction.ts), so a poller's mark never skips one.
     */
    createdAt: ts('created_at').notNull(),
    /** When the change happened (an order step falls due on the sandbox clock, and may be recorded later). */
    occurredAt: ts('occurred_at').notNull(),
    /** `{object, previous?, actor?}` as JSON text: read back whole, never queried inside. */
    data: text('data').notNull(),
  },
  (t) => [
    index('events_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('events_account_type_created_idx').on(t.accountId, t.type, t.createdAt.desc(), t.id.desc()),
    index('events_account_object_created_idx').on(t.accountId, t.objectId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The time of each account's last recorded event. Recording takes its row (an upsert that waits for
 * another writer's lock and then reads what that one committed), so an account's events are dated
 * in the order they commit (domain/events/event-transaction.ts).
 */
export const eventClocks = pgTable('event_clocks', {
  accountId: text('account_id').primaryKey(),
  lastAt: ts('last_at').notNull(),
});

/** Events per (account, type, UTC day of created_at), kept exact by triggers (the event-triggers migration): the list's total. */
export const eventCounts = pgTable(
  'event_counts',
  {
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type, t.day] })],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types, or ['*'] for every type. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** When it was last disabled (app clock): what it missed since then can be sent on re-enabling. */
    disabledAt: ts('disabled_at'),
    /** The signing secret, sealed (domain/sealing.ts); never stored or logged in the clear. */
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    /** The first failed attempt since the last success, on the sandbox clock; three days of it disables the endpoint. */
    failingSince: ts('failing_since'),
    createdAt: ts('created_at').notNull(),
    /** The member who created it and their name then; null for endpoints made before members. */
    createdByMemberId: text('created_by_member_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    uniqueIndex('webhook_endpoints_account_url_idx').on(t.accountId, t.url),
    index('webhook_endpoints_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** One per (event, endpoint): every attempt of it carries the event's id as `webhook-id`. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id; a test event has no row in `events` and carries its body in `testPayload`. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    test: boolean('test').notNull().default(false),
    testPayload: text('test_payload'),
    status: text('status').notNull().$type<'pending' | 'succeeded' | 'failed'>(),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the next attempt is due, on the sandbox clock; null once succeeded or failed. */
    nextAttemptAt: ts('next_attempt_at'),
    /** A worker's claim: the attempt is its own until leaseUntil (the database's clock), so each attempt is made once. */
    leaseToken: text('lease_token'),
    leaseUntil: ts('lease_until'),
    /** A resend asked for while an attempt was in flight: the attempt's outcome then leaves it due at once. */
    resendRequested: boolean('resend_requested').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id').notNull(),
    attemptedAt: ts('attempted_at').notNull(),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    nextRetryAt: ts('next_retry_at'),
  },
  (t) => [
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt.desc(), t.id.desc()),
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.attemptedAt.desc()),
  ],
);
