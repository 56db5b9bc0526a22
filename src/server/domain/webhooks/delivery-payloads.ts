import type { ServerConfig } from '#server/config/config';
import { toEvent } from '#server/domain/webhooks/event-payload';
import type { ClaimedDelivery } from './delivery-claims';
import type { WebhookRequest } from './send-webhook';
import { signatureHeader, unsealWebhookSecret } from './webhook-secret';

/**
 * The signed request of one attempt, or why there is none. `webhook-id` is the event's id on every
 * attempt; `webhook-timestamp` is the real time of this attempt (whatever the sandbox clock says),
 * so receivers' replay windows work; a rolled secret signs beside the new one until it expires.
 */
export function requestFor(
  delivery: ClaimedDelivery,
  config: Pick<ServerConfig, 'sessionSecret' | 'cdnUrl'>,
  now: Date,
): WebhookRequest | { error: string } {
  const event =
    delivery.eventData !== null && delivery.eventCreatedAt !== null && delivery.eventOccurredAt !== null
      ? {
          id: delivery.eventId,
          type: delivery.eventType,
          createdAt: delivery.eventCreatedAt,
          occurredAt: delivery.eventOccurredAt,
          data: delivery.eventData,
        }
      : null;
  const body = delivery.test ? delivery.testPayload : event && JSON.stringify(toEvent(event, config));
  if (!body) return { error: 'The event is no longer kept.' };
  const current = unsealWebhookSecret(config.sessionSecret, delivery.secretSealed);
  if (!current) return { error: 'The signing secret cannot be read (SESSION_SECRET changed?); roll the secret.' };
  const previous =
    delivery.previousSecretSealed && delivery.previousSecretExpiresAt && delivery.previousSecretExpiresAt > now
      ? unsealWebhookSecret(config.sessionSecret, delivery.previousSecretSealed)
      : null;
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    url: delivery.url,
    body,
    headers: {
      'user-agent': 'Whetstone-Webhooks/1.0',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(previous ? [current, previous] : [current], delivery.eventId, timestamp, body),
    },
  };
}
