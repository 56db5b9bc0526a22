import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';
import { orders } from './orders';
import { sites } from './sites';

// Invoices, their line items and per-day counters.

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
    /**
     * The site of the order invoiced, copied when the invoice is issued, so `GET /v1/invoices?site_id=`
     * walks an index of its own; null for an invoice without an order.
     */
    siteId: text('site_id').references(() => sites.id),
  },
  (t) => [
    uniqueIndex('invoices_account_number_idx').on(t.accountId, t.invoiceNumber),
    index('invoices_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('invoices_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('invoices_account_site_created_idx').on(t.accountId, t.siteId, t.createdAt.desc(), t.id.desc()),
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
