import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import { withHealth, type EndpointRow } from './endpoint-queries';

type EndpointChange =
  | 'webhook_endpoint.created'
  | 'webhook_endpoint.updated'
  | 'webhook_endpoint.secret_rolled'
  | 'webhook_endpoint.disabled'
  | 'webhook_endpoint.deleted';

/** An endpoint change's event, the endpoint as GET /v1/webhook_endpoints/:id answers it (never its secret). */
export async function recordEndpointEvent(
  tx: EventTx,
  type: EndpointChange,
  row: EndpointRow,
  at: Date,
  previous?: Record<string, unknown>,
): Promise<void> {
  const [object] = await withHealth(tx, [row], at);
  if (object) recordEvent(tx, { accountId: row.accountId, type, object, ...(previous && { previous }), at });
}

/** The v1 fields an update changed, with their values before; null when none did. */
export function endpointChanges(before: EndpointRow, after: EndpointRow): Record<string, unknown> | null {
  const previous: Record<string, unknown> = {};
  if (before.url !== after.url) previous.url = before.url;
  if (before.description !== after.description) previous.description = before.description;
  if (before.events.join(',') !== after.events.join(',')) previous.events = before.events;
  if (before.enabled !== after.enabled) {
    previous.enabled = before.enabled;
    previous.disabled_reason = before.enabled ? null : (before.disabledReason ?? 'manual');
  }
  return Object.keys(previous).length > 0 ? previous : null;
}
