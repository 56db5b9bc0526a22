import type { WebhookEvent } from '#contract/events';
import { invoicePdfUrl, type PdfUrlSigner } from '#server/domain/invoices/pdf-url';
import type { EventRow } from './event-queries';

/**
 * A stored event as v1 answers and delivers it. An invoice's pdf_url is signed here, at the
 * moment of the answer or the delivery, as GET /v1/invoices/:id does: a stored link would expire.
 */
export function toEvent(row: EventRow, signer: PdfUrlSigner, now: Date): WebhookEvent {
  const data = JSON.parse(row.data) as WebhookEvent['data'];
  if (row.type.startsWith('invoice.')) data.object = { ...data.object, pdf_url: invoicePdfUrl(signer, data.object.id, now) };
  return { id: row.id, type: row.type, created_at: row.createdAt.toISOString(), data };
}
