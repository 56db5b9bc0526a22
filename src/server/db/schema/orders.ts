import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';
import { parts } from './parts';
import { sites, type SiteAddress } from './sites';

// Orders, the parts they carry, their status timeline and per-day counters.

/** An order holds its pickup window's seat until it is completed or cancelled (a literal, so the partial index matches). */
export const OPEN_SEAT = sql`status not in ('completed', 'cancelled')`;

/** The site an order picks up at, as it was when the order was placed (later edits of the site leave it). */
export interface PickupSiteSnapshot {
  id: string;
  name: string;
  address: SiteAddress;
  contact: { name: string; phone: string };
  access_notes: string;
}

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
    /** The customer's purchase-order reference (extension), printed on the invoice. */
    purchaseOrder: text('purchase_order'),
    /**
     * The site the order picks up at: every part of the order lives there. Never null: an order
     * inserted without one (tests' and benchmarks' bulk inserts) gets the account's oldest active
     * site and its snapshot (a trigger of the order-sites migration).
     */
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    pickupSite: jsonb('pickup_site').$type<PickupSiteSnapshot>().notNull(),
    /** Placed by a recurring pickup schedule (an extension): which one, and the rule's date it was placed for. */
    pickupScheduleId: text('pickup_schedule_id'),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('orders_account_number_idx').on(t.accountId, t.orderNumber),
    index('orders_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // One site's orders, newest first: `GET /v1/orders?site_id=` walks it like the default list.
    index('orders_account_site_created_idx').on(t.accountId, t.siteId, t.createdAt.desc(), t.id.desc()),
    index('orders_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_next_step_idx').on(t.nextStepAt),
    // The pickup-range filter (an extension): pickups in a range, earliest first.
    index('orders_account_pickup_idx').on(t.accountId, t.pickupWindowStart, t.id),
    // Seats held per pickup window: only open orders hold one.
    index('orders_open_pickup_window_idx').on(t.pickupWindowStart, t.pickupWindowEnd).where(OPEN_SEAT),
    // One order per schedule and date, however placement is retried, restarted or raced by another process.
    uniqueIndex('orders_schedule_occurrence_key')
      .on(t.pickupScheduleId, t.occurrenceDate)
      .where(sql`${t.pickupScheduleId} is not null`),
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
    /** Who of the account made the move (extension): 'user' or 'api_key', and that one's name when written. */
    madeByKind: text('made_by_kind'),
    madeByName: text('made_by_name'),
    /** A reschedule's old and new pickup window (extension). */
    previousWindowStart: ts('previous_window_start'),
    previousWindowEnd: ts('previous_window_end'),
    windowStart: ts('window_start'),
    windowEnd: ts('window_end'),
  },
  (t) => [index('order_timeline_order_idx').on(t.orderId, t.occurredAt, t.id)],
);
