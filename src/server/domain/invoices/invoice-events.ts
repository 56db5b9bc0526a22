import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import { toInvoice } from './invoice-mappers';
import { findInvoice } from './invoice-queries';

/**
 * An invoice change's event, the invoice as GET /v1/invoices/:id answers it. Its pdf_url is a
 * signed link, so it is not stored: the event's answer and every delivery of it carry one link,
 * signed for the event (domain/webhooks/event-payload.ts).
 */
export async function recordInvoiceEvent(
  tx: EventTx,
  invoiceId: string,
  type: 'invoice.created' | 'invoice.status_changed' | 'invoice.deleted',
  at: Date,
  previous?: Record<string, unknown>,
): Promise<void> {
  const found = await findInvoice(tx, null, invoiceId);
  if (!found) return;
  const { pdf_url: _unsigned, ...object } = toInvoice(found.row, found.lines, '');
  recordEvent(tx, { accountId: found.row.accountId, type, object, ...(previous && { previous }), at });
}
