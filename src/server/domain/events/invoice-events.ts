import type { DbOrTx } from '#server/db/client';
import { toInvoice } from '#server/domain/invoices/invoice-mappers';
import { findInvoice } from '#server/domain/invoices/invoice-queries';
import { recordEvent } from './record-event';

/**
 * An invoice change's event, the invoice as GET /v1/invoices/:id answers it. Its pdf_url is a
 * signed link that expires an hour after it is made, so it is not stored: every answer and every
 * delivery signs a fresh one (event-mappers.ts).
 */
export async function recordInvoiceEvent(
  tx: DbOrTx,
  invoiceId: string,
  type: 'invoice.created' | 'invoice.status_changed',
  at: Date,
  previous?: Record<string, unknown>,
): Promise<void> {
  const found = await findInvoice(tx, null, invoiceId);
  if (!found) return;
  const { pdf_url: _unsigned, ...object } = toInvoice(found.row, found.lines, '');
  await recordEvent(tx, { accountId: found.row.accountId, type, object, ...(previous && { previous }), at });
}
