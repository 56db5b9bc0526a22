import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull(),
  currency: text('currency').notNull().default('USD'),
  nextOrderSeq: integer('next_order_seq').notNull().default(1),
  nextInvoiceSeq: integer('next_invoice_seq').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** manager (every scope) or viewer (read scopes only); see ROLE_SCOPES. */
  role: text('role').notNull().default('manager'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie value; the cookie itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    /** SHA-256 (hex) of the secret. */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** Set when the key was rolled: a key is replaced once, however many rolls race. */
    rolledAt: ts('rolled_at'),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.createdAt)],
);

export const parts = pgTable(
  'parts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    partType: text('part_type').notNull(),
    status: text('status').notNull(),
    wearLevel: integer('wear_level').notNull().default(0),
    sharpeningCount: integer('sharpening_count').notNull().default(0),
    internalLabel: text('internal_label').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastServicedAt: ts('last_serviced_at'),
    /** The part's own wear per day between services; null while its history is too short (wear-forecast.ts). */
    wearPerDay: doublePrecision('wear_per_day'),
    /** When wear is expected to reach the due level; kept current by every write that changes wear or history. */
    forecastDueAt: ts('forecast_due_at'),
    /** When wear_level was last measured: the forecast's starting point and the sandbox's usage clock. */
    wearMeasuredAt: ts('wear_measured_at').notNull().defaultNow(),
    /** Sandbox only: when a part in use gains its next wear point (wear-usage.ts). */
    wearNextAt: ts('wear_next_at'),
    /**
     * What `q` searches, lower-cased and stored: the four descriptive fields joined by a
     * newline, which a search term may not contain, so a match never spans two fields.
     * Stored so an index recheck compares one column instead of rebuilding the text per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(internal_label || E'\\n' || serial_number || E'\\n' || manufacturer || E'\\n' || model)`),
  },
  (t) => [
    index('parts_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('parts_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('parts_account_type_created_idx').on(t.accountId, t.partType, t.createdAt.desc(), t.id.desc()),
    index('parts_account_wear_idx').on(t.accountId, t.wearLevel.desc(), t.id.desc()),
    index('parts_account_forecast_idx').on(t.accountId, t.forecastDueAt.asc().nullsLast(), t.id.asc()),
    index('parts_account_serviced_idx').on(t.accountId, t.lastServicedAt.desc().nullsLast(), t.id.desc()),
    // Each list order again within a band of ten wear levels (100 alone in the last): a wear-bounded
    // page merges one short walk per band (part-wear-plan.ts).
    index('parts_account_band_created_idx').on(t.accountId, sql`(${t.wearLevel} / 10)`, t.createdAt.desc(), t.id.desc()),
    index('parts_account_band_forecast_idx').on(
      t.accountId,
      sql`(${t.wearLevel} / 10)`,
      t.forecastDueAt.asc().nullsLast(),
      t.id.asc(),
    ),
    index('parts_account_band_serviced_idx').on(
      t.accountId,
      sql`(${t.wearLevel} / 10)`,
      t.lastServicedAt.desc().nullsLast(),
      t.id.desc(),
    ),
    index('parts_wear_next_idx')
      .on(t.wearNextAt)
      .where(sql`${t.status} = 'with_customer'`),
    index('parts_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many parts each account has per (status, part_type), kept exact by
 * statement-level triggers on `parts` (migration 0002): the list `total` sums
 * at most a few dozen rows instead of counting 100k parts on every page.
 */
export const partCounts = pgTable(
  'part_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.partType] })],
);

/** Rows per (account, status, part_type, wear_level), kept exact by triggers: the total of a wear-bounded list. */
export const partWearCounts = pgTable(
  'part_wear_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    wearLevel: integer('wear_level').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.partType, t.wearLevel] })],
);

export const partHistory = pgTable(
  'part_history',
  {
    id: text('id').primaryKey(),
    partId: text('part_id')
      .notNull()
      .references(() => parts.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: text('order_id'),
    serviceType: text('service_type').notNull(),
    wearBefore: integer('wear_before').notNull(),
    wearAfter: integer('wear_after').notNull(),
    technicianNotes: text('technician_notes').notNull(),
    completedAt: ts('completed_at').notNull(),
  },
  (t) => [index('part_history_part_idx').on(t.partId, t.completedAt), index('part_history_order_idx').on(t.orderId)],
);

/** An order holds its pickup window's seat until it is completed or cancelled (a literal, so the partial index matches). */
export const OPEN_SEAT = sql`status not in ('completed', 'cancelled')`;

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull(),
    partCount: integer('part_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    pickupWindowStart: ts('pickup_window_start').notNull(),
    pickupWindowEnd: ts('pickup_window_end').notNull(),
    instructions: text('instructions').notNull().default(''),
    expectedReturnDate: ts('expected_return_date').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the simulator may move this order next; null once completed. */
    nextStepAt: ts('next_step_at'),
  },
  (t) => [
    uniqueIndex('orders_account_number_idx').on(t.accountId, t.orderNumber),
    index('orders_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('orders_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_next_step_idx').on(t.nextStepAt),
    // Seats held per pickup window: only open orders hold one.
    index('orders_open_pickup_window_idx').on(t.pickupWindowStart, t.pickupWindowEnd).where(OPEN_SEAT),
  ],
);

/**
 * Orders per (account, status, UTC day of created_at), kept exact by triggers (migration 0004):
 * a list's total sums the days its from/to range covers instead of counting the orders.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.day] })],
);

export const orderParts = pgTable(
  'order_parts',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    partId: text('part_id')
      .notNull()
      .references(() => parts.id),
    position: integer('position').notNull(),
    /** True while the order is open: a part may be in at most one open order. */
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.partId] }),
    uniqueIndex('order_parts_one_open_order_idx')
      .on(t.partId)
      .where(sql`${t.open}`),
  ],
);

export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [index('order_timeline_order_idx').on(t.orderId, t.occurredAt, t.id)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: text('order_id').references(() => orders.id),
    invoiceNumber: text('invoice_number').notNull(),
    status: text('status').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the simulator may move this invoice next (draft → sent → paid). */
    nextStepAt: ts('next_step_at'),
  },
  (t) => [
    uniqueIndex('invoices_account_number_idx').on(t.accountId, t.invoiceNumber),
    index('invoices_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('invoices_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('invoices_order_idx').on(t.orderId),
  ],
);

/** Invoices per (account, status, UTC day of created_at); the same design as order_counts. */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.day] })],
);

export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_line_items_invoice_idx').on(t.invoiceId, t.position)],
);

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
