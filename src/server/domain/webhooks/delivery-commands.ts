import { eq, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint } from '#contract/webhooks';
import type { DbOrTx } from '#server/db/client';
import { webhookDeliveries } from '#server/db/schema/events';
import { newId } from '#server/domain/ids';
import { newEventId } from '#server/domain/events/record-event';
import type { ClaimClock } from './delivery-claims';
import { withAttempts } from './delivery-log';

/** The type of a test event: never recorded among the account's events, only delivered. */
export const TEST_EVENT_TYPE = 'webhook_endpoint.test';

/**
 * A test event for one endpoint, due at once and tried once: an event of its own (its id is the
 * webhook-id) whose object is the endpoint, so a receiver can check its signature and parsing.
 */
export async function queueTestEvent(
  db: DbOrTx,
  endpoint: WebhookEndpoint,
  accountId: string,
  clock: ClaimClock,
): Promise<WebhookDelivery> {
  const id = newEventId();
  const payload = JSON.stringify({
    id,
    type: TEST_EVENT_TYPE,
    created_at: clock.now.toISOString(),
    data: { object: endpoint },
  });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: newId('whd'),
      accountId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: TEST_EVENT_TYPE,
      test: true,
      testPayload: payload,
      status: 'pending',
      nextAttemptAt: clock.sandboxNow,
      createdAt: clock.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no delivery');
  return (await withAttempts(db, [row]))[0]!;
}

/**
 * One more attempt now, with the same webhook-id: a pending delivery's next attempt moves to now, a
 * finished one is pending again. Should it fail, the schedule goes on from the attempts already
 * made, so a delivery that had used all eight is failed again at once. While an attempt is in
 * flight (a worker holds its lease) the request is kept on the row, and the attempt's outcome
 * leaves the delivery due at once instead of overwriting it (delivery-outcomes.ts).
 */
export async function resendDelivery(db: DbOrTx, deliveryId: string, clock: ClaimClock): Promise<WebhookDelivery> {
  const inFlight = sql`${webhookDeliveries.leaseUntil} is not null and ${webhookDeliveries.leaseUntil} >= clock_timestamp()`;
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: sql`case when ${inFlight} then ${webhookDeliveries.status} else 'pending' end`,
      nextAttemptAt: sql`case when ${inFlight} then ${webhookDeliveries.nextAttemptAt} else ${clock.sandboxNow.toISOString()}::timestamptz end`,
      resendRequested: sql`${inFlight}`,
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  if (!row) throw new Error('resend found no delivery');
  return (await withAttempts(db, [row]))[0]!;
}
