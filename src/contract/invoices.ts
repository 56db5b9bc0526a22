import * as z from 'zod/mini';
import {
  centsSchema,
  dateSchema,
  idSchema,
  listEnvelope,
  pageQueryShape,
  recordEnvelope,
  siteIdListSchema,
  timestampSchema,
} from './common';

import { INVOICE_STATUSES } from './invoice-vocabulary';

export * from './invoice-vocabulary';

export const invoiceListItemSchema = z.object({
  id: idSchema,
  invoice_number: z.string(),
  status: z.string(),
  total_cents: centsSchema,
  tax_cents: centsSchema,
  due_date: dateSchema,
  pdf_url: z.string(),
  created_at: timestampSchema,
  /** Extension: the number of the order invoiced, and the customer's purchase-order reference (null when none). */
  order_number: z.optional(z.nullable(z.string())),
  purchase_order: z.optional(z.nullable(z.string())),
  /** Extension (sites): the site of the order invoiced (null for an invoice without an order). */
  site_id: z.optional(z.nullable(idSchema)),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceLineItemSchema = z.object({
  description: z.string(),
  amount_cents: centsSchema,
});

export const invoiceSchema = z.object({
  ...invoiceListItemSchema.shape,
  line_items: z.array(invoiceLineItemSchema),
  subtotal_cents: z.optional(centsSchema),
  order_id: z.optional(z.nullable(idSchema)),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListResponseSchema = listEnvelope(invoiceListItemSchema);
export const invoiceResponseSchema = recordEnvelope(invoiceSchema);

export const invoiceListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(z.enum(INVOICE_STATUSES)),
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  /** Extension (sites): only the invoices of these sites' orders (ids separated by commas, at most 20). */
  site_id: z.optional(siteIdListSchema),
});
