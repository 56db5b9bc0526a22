import { EVENT_RETENTION_DAYS, type WebhookEvent } from '#contract/events';
import type { EventRow } from '#server/domain/events/event-queries';
import { invoicePdfUrl, type PdfUrlSigner } from '#server/domain/invoices/pdf-url';

const DAY_MS = 24 * 3_600_000;

/**
 * A stored event as v1 answers and delivers it: the same body every time, so every attempt of one
 * `webhook-id` carries the same bytes. An invoice's pdf_url is signed for the event, valid as long
 * as the event is kept, rather than for the moment of the answer.
 */
export function toEvent(row: EventRow, signer: PdfUrlSigner): WebhookEvent {
  const data = JSON.parse(row.data) as WebhookEvent['data'];
  if (row.type.startsWith('invoice.') && row.type !== 'invoice.deleted') {
    const signedAt = new Date(row.createdAt.getTime() + EVENT_RETENTION_DAYS * DAY_MS);
    data.object = { ...data.object, pdf_url: invoicePdfUrl(signer, data.object.id, signedAt) };
  }
  return {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    occurred_at: row.occurredAt.toISOString(),
    data,
  };
}
