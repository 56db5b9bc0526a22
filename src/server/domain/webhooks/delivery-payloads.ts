import { inArray } from 'drizzle-orm';
import type { ServerConfig } from '#server/config/config';
import type { Db } from '#server/db/client';
import { events, webhookEndpoints } from '#server/db/schema/events';
import { toEvent } from '#server/domain/events/event-mappers';
import type { ClaimedDelivery } from './delivery-claims';
import type { WebhookRequest } from './send-webhook';
import { signatureHeader, unsealWebhookSecret } from './webhook-secret';

interface EndpointForSending {
  id: string;
  url: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The endpoints and events a batch of claimed deliveries needs: two reads for the whole batch. */
export async function loadForSending(db: Db, claimed: readonly ClaimedDelivery[]) {
  const endpointIds = [...new Set(claimed.map((delivery) => delivery.endpointId))];
  const eventIds = claimed.filter((delivery) => !delivery.test).map((delivery) => delivery.eventId);
  const [endpointRows, eventRows] = await Promise.all([
    db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secretSealed: webhookEndpoints.secretSealed,
        previousSecretSealed: webhookEndpoints.previousSecretSealed,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, endpointIds)),
    eventIds.length === 0
      ? []
      : db
          .select({ id: events.id, type: events.type, createdAt: events.createdAt, data: events.data })
          .from(events)
          .where(inArray(events.id, eventIds)),
  ]);
  return {
    endpoints: new Map<string, EndpointForSending>(endpointRows.map((row) => [row.id, row])),
    events: new Map(eventRows.map((row) => [row.id, row])),
  };
}

type Loaded = Awaited<ReturnType<typeof loadForSending>>;

/**
 * The signed request of one attempt, or why there is none. `webhook-id` is the event's id on every
 * attempt; `webhook-timestamp` is the real time of this attempt (whatever the sandbox clock says),
 * so receivers' replay windows work; a rolled secret signs beside the new one until it expires.
 */
export function requestFor(
  delivery: ClaimedDelivery,
  loaded: Loaded,
  config: Pick<ServerConfig, 'sessionSecret' | 'cdnUrl'>,
  now: Date,
): WebhookRequest | { error: string } {
  const endpoint = loaded.endpoints.get(delivery.endpointId);
  if (!endpoint) return { error: 'The endpoint no longer exists.' };
  const event = loaded.events.get(delivery.eventId);
  const body = delivery.test ? delivery.testPayload : event && JSON.stringify(toEvent(event, config, now));
  if (!body) return { error: 'The event is no longer kept.' };
  const current = unsealWebhookSecret(config.sessionSecret, endpoint.secretSealed);
  if (!current) return { error: 'The signing secret cannot be read (SESSION_SECRET changed?); roll the secret.' };
  const previous =
    endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
      ? unsealWebhookSecret(config.sessionSecret, endpoint.previousSecretSealed)
      : null;
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    url: endpoint.url,
    body,
    headers: {
      'user-agent': 'Whetstone-Webhooks/1.0',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(previous ? [current, previous] : [current], delivery.eventId, timestamp, body),
    },
  };
}
