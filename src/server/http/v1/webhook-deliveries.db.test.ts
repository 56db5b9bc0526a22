import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveryListResponseSchema, type WebhookDelivery } from '#contract/webhooks';
import { claimDueDeliveries } from '#server/domain/webhooks/delivery-claims';
import { recordAttempts } from '#server/domain/webhooks/delivery-outcomes';
import { deliveryClock } from '#server/domain/webhooks/delivery-worker';
import { checkWebhookAgainstOpenApi } from '#server/testing/openapi-response-check';
import { createParts, orderBody } from '#server/testing/v1-test-kit';
import { startReceiver, type Answer, type Receiver } from '#server/testing/webhook-receiver';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';

const HEAVY = { timeout: 120_000 };
const HOUR = 3_600_000;

let f: WebhookFixture;
let receiver: Receiver;
let answers: Answer[] = [];
beforeEach(async () => {
  f = await webhookFixture();
  answers = [];
  receiver = await startReceiver((_, index) => answers[index] ?? answers.at(-1) ?? { status: 200 });
});
afterEach(async () => {
  await receiver.close();
  await f.t.close();
});

async function endpointFor(events: string[] = ['*']) {
  const endpoint = await f.createEndpoint(receiver.url, events);
  receiver.secrets.push(endpoint.secret);
  return endpoint;
}

async function log(endpointId: string): Promise<WebhookDelivery[]> {
  const res = await f.call('GET', `/v1/webhook_endpoints/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return webhookDeliveryListResponseSchema.parse(res.body).data;
}

describe('deliveries', HEAVY, () => {
  it('POSTs each subscribed event once, signed per Standard Webhooks, the body being the event as v1 reads it', async () => {
    await endpointFor(['part.created']);
    const [partId] = await createParts(f, 1);
    await f.call('PATCH', `/v1/parts/${partId}`, { model: 'X' });
    expect(await f.deliverAll()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = (await f.call('GET', `/v1/events/${delivery!.id}`)).body.data;
    expect(event.type).toBe('part.created');
    expect(event.data.object.id).toBe(partId);
    expect(delivery!.verified).toEqual(event);
    expect(delivery!.headers['content-type']).toBe('application/json');
    await checkWebhookAgainstOpenApi(delivery!, { sandbox: true });
    expect(Math.abs(Number(delivery!.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(await f.deliverAll()).toBe(0);
  });

  it('sends every attempt of an invoice event with the same body: its PDF link is signed for the event', async () => {
    answers = [{ status: 500 }, { status: 200 }];
    await endpointFor(['invoice.created']);
    const partIds = await createParts(f, 1);
    const orderId = (await f.call('POST', '/v1/orders', orderBody(partIds, f.t.clock.now()))).body.data.id;
    for (let step = 0; step < 5; step++) expect((await f.call('POST', `/sandbox/orders/${orderId}/advance`)).status).toBe(200);
    expect(await f.deliverAll()).toBe(1);
    // Hours later, past the hour a link signed per answer would last.
    f.t.clock.advance(5 * HOUR);
    expect(await f.deliverAll()).toBe(1);
    const [first, second] = receiver.received;
    expect(second!.id).toBe(first!.id);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(first!.body).data.object.pdf_url).toMatch(/\/invoices\/inv_\w+\.pdf\?expires=\d+&signature=/);
  });

  it('retries a receiver that answers 500 twice, then 200: three attempts in the log, one webhook-id', async () => {
    answers = [
      { status: 500, body: 'database down' },
      { status: 500, body: 'x'.repeat(5_000) },
      { status: 200, body: 'ok' },
    ];
    const { id } = await endpointFor(['part.created']);
    await createParts(f, 1);
    expect(await f.deliverAll()).toBe(1);
    let [delivery] = await log(id);
    expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1 });
    expect(delivery!.next_attempt_at).toBe(new Date(f.t.clock.now().getTime() + 5_000).toISOString());
    f.t.clock.advance(4_999);
    expect(await f.deliverAll()).toBe(0);
    f.t.clock.advance(1);
    expect(await f.deliverAll()).toBe(1);
    f.t.clock.advance(5 * 60_000);
    expect(await f.deliverAll()).toBe(1);

    [delivery] = await log(id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 3, next_attempt_at: null });
    expect(delivery!.attempts.map((a) => [a.status_code, a.succeeded, a.error])).toEqual([
      [200, true, null],
      [500, false, null],
      [500, false, null],
    ]);
    expect(delivery!.attempts.map((a) => a.response_excerpt)).toEqual(['ok', 'x'.repeat(1024), 'database down']);
    expect(delivery!.attempts[1]!.next_retry_at).toBe(f.t.clock.now().toISOString());
    expect(delivery!.attempts.every((a) => a.duration_ms >= 0)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([delivery!.event_id]));
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  });

  it('gives up after eight attempts on the schedule, and disables an endpoint failing for three days', async () => {
    answers = [{ status: 503 }];
    const { id } = await endpointFor(['part.created']);
    await createParts(f, 1);
    const schedule = [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
    for (const wait of schedule) {
      f.t.clock.advance(wait);
      expect(await f.deliverAll()).toBe(1);
    }
    const firstFailure = new Date(f.t.clock.now().getTime() - schedule.reduce((a, b) => a + b));
    f.t.clock.advance(100 * HOUR);
    expect(await f.deliverAll()).toBe(0);
    const [failed] = await log(id);
    expect(failed).toMatchObject({ status: 'failed', attempt_count: 8, next_attempt_at: null });
    expect(failed!.attempts[0]!.next_retry_at).toBeNull();
    expect((await f.call('GET', `/v1/webhook_endpoints/${id}`)).body.data).toMatchObject({
      enabled: true,
      health: { failing_since: firstFailure.toISOString(), last_status_code: 503, last_succeeded: false },
    });
    // Three days (sandbox clock) after its first failure, without a success since, the next failure disables it.
    f.t.clock.set(new Date(firstFailure.getTime() + 72 * HOUR - 1));
    await createParts(f, 1);
    await f.deliverAll();
    expect((await f.call('GET', `/v1/webhook_endpoints/${id}`)).body.data.enabled).toBe(true);
    f.t.clock.advance(5_001);
    await f.deliverAll();
    expect((await f.call('GET', `/v1/webhook_endpoints/${id}`)).body.data).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    // Disabled: no new deliveries are queued, and a test or resend is refused until it is enabled again.
    await createParts(f, 1);
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/test`)).body.error.code).toBe('webhook_endpoint_disabled');
    expect(await log(id)).toHaveLength(2);
    const disabledAt = (await f.call('GET', `/v1/webhook_endpoints/${id}`)).body.data.disabled_at as string;
    const [disabledEvent] = (await f.call('GET', `/v1/events?type=webhook_endpoint.disabled&object_id=${id}`)).body.data;
    expect(disabledEvent).toMatchObject({
      created_at: disabledAt,
      data: { object: { id, enabled: false, disabled_reason: 'failing' }, previous: { enabled: true } },
    });
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/recover`, { since: disabledAt })).body.error.code).toBe(
      'webhook_endpoint_disabled',
    );
    await f.call('PATCH', `/v1/webhook_endpoints/${id}`, { enabled: true });
    const endpoint = (await f.call('GET', `/v1/webhook_endpoints/${id}`)).body.data;
    expect(endpoint).toMatchObject({
      enabled: true,
      disabled_reason: null,
      disabled_at: disabledAt,
      health: { failing_since: null },
    });

    // What it missed while disabled was kept: recovering since it was disabled sends it, once.
    answers = [{ status: 200 }];
    const recover = () => f.call('POST', `/v1/webhook_endpoints/${id}/recover`, { since: disabledAt });
    expect((await recover()).body.data).toMatchObject({ endpoint_id: id, since: disabledAt, queued: 1 });
    expect((await recover()).body.data.queued).toBe(0);
    const missed = receiver.received.length;
    expect(await f.deliverAll()).toBe(1);
    expect(receiver.received.slice(missed).map((r) => JSON.parse(r.body).type)).toEqual(['part.created']);
    const tooOld = new Date(f.t.clock.now().getTime() - 31 * 24 * HOUR).toISOString();
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/recover`, { since: tooOld })).body.error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'since', code: 'out_of_range' }],
    });
  });

  it('keeps a resend asked for while an attempt is in flight: the attempt’s outcome leaves it due again', async () => {
    answers = [{ status: 200 }];
    const { id } = await endpointFor(['part.created']);
    await createParts(f, 1);
    const [pending] = await log(id);
    // A worker holds the delivery (its attempt is in flight) when the resend is asked for.
    const claimed = await claimDueDeliveries(f.t.db, 'in-flight', deliveryClock(f.t.deps), 10);
    expect(claimed).toHaveLength(1);
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/deliveries/${pending!.id}/resend`)).status).toBe(200);
    const outcome = { statusCode: 200, succeeded: true, durationMs: 5, responseExcerpt: 'ok', error: null };
    const clock = deliveryClock(f.t.deps);
    expect(await recordAttempts(f.t.db, [{ delivery: claimed[0]!, token: 'in-flight', outcome, clock }], clock)).toBe(1);
    const [after] = await log(id);
    expect(after).toMatchObject({ status: 'pending', attempt_count: 1 });
    expect(await f.deliverAll()).toBe(1);
    const [done] = await log(id);
    expect(done).toMatchObject({ status: 'succeeded', attempt_count: 2 });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('sends a test event once, logs it, and never lists it among the account’s events', async () => {
    answers = [{ status: 418, body: 'teapot' }];
    const { id } = await endpointFor(['order.created']);
    const queued = await f.call('POST', `/v1/webhook_endpoints/${id}/test`);
    expect(queued.status).toBe(201);
    expect(queued.body.data).toMatchObject({ test: true, event_type: 'webhook_endpoint.test', status: 'pending' });
    expect(await f.deliverAll()).toBe(1);
    f.t.clock.advance(HOUR);
    expect(await f.deliverAll()).toBe(0);
    expect(receiver.received[0]!.verified).toMatchObject({ type: 'webhook_endpoint.test', data: { object: { id } } });
    await checkWebhookAgainstOpenApi(receiver.received[0]!, { sandbox: true });
    const [delivery] = await log(id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 1,
      attempts: [{ status_code: 418, response_excerpt: 'teapot' }],
    });
    expect((await f.call('GET', '/v1/events?limit=100')).body.data.map((e: { type: string }) => e.type)).not.toContain(
      'webhook_endpoint.test',
    );
  });

  it('resends a delivery now with the same webhook-id', async () => {
    const { id } = await endpointFor(['part.created']);
    await createParts(f, 1);
    await f.deliverAll();
    const [delivery] = await log(id);
    const resent = await f.call('POST', `/v1/webhook_endpoints/${id}/deliveries/${delivery!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: delivery!.id, status: 'pending' });
    expect(await f.deliverAll()).toBe(1);
    expect(receiver.received.map((r) => r.id)).toEqual([delivery!.event_id, delivery!.event_id]);
    expect((await log(id))[0]).toMatchObject({ status: 'succeeded', attempt_count: 2 });
    expect((await f.call('POST', `/v1/webhook_endpoints/${id}/deliveries/whd_nope/resend`)).status).toBe(404);
  });

  it('signs with both secrets for 24 hours after a roll, then with the new one only', async () => {
    const { id, secret } = await endpointFor(['part.created']);
    const rolled = (await f.call('POST', `/v1/webhook_endpoints/${id}/roll_secret`)).body.data.secret;
    receiver.secrets.splice(0, 1, rolled, secret);
    await createParts(f, 1);
    await f.deliverAll();
    expect(receiver.received[0]!.signature.split(' ')).toHaveLength(2);
    await checkWebhookAgainstOpenApi(receiver.received[0]!, { sandbox: true });
    receiver.secrets.splice(0, 2, secret);
    f.t.clock.advance(23 * HOUR);
    await createParts(f, 1);
    await f.deliverAll();
    expect(receiver.received[1]!.verifiedBy).toBe(0);
    f.t.clock.advance(HOUR);
    await createParts(f, 1);
    await f.deliverAll();
    expect(receiver.received[2]!.signature.split(' ')).toHaveLength(1);
    expect(receiver.received[2]!.verified).toBeNull();
    receiver.secrets.splice(0, 1, rolled);
    expect(receiver.received.map((r) => r.verifiedBy)).toEqual([0, 0, -1]);
  });

  it('delivers only the types an endpoint subscribes to, and only to endpoints that are enabled', async () => {
    const orders = await endpointFor(['order.created']);
    const off = await f.createEndpoint(`${receiver.url}?off`, ['*']);
    await f.call('PATCH', `/v1/webhook_endpoints/${off.id}`, { enabled: false });
    await createParts(f, 2);
    expect(await f.deliverAll()).toBe(0);
    expect(await log(orders.id)).toEqual([]);
    expect(await log(off.id)).toEqual([]);
  });
});
