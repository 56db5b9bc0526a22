import { describe, expect, it } from 'vitest';
import type { WebhookAttempt, WebhookDelivery } from '#contract/webhooks';
import {
  awaitsAttempt,
  DELIVERIES_DUE_POLL_MS,
  DELIVERIES_POLL_MS,
  deliveriesPollMs,
  DUE_POLL_LIMIT_MS,
  webhookDeliveriesQueryOptions,
} from './webhook-deliveries-query';

const NOW = Date.parse('2026-11-21T09:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

const attempt = (patch: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  attempted_at: at(-60_000),
  status_code: 200,
  succeeded: true,
  duration_ms: 12,
  response_excerpt: '',
  error: null,
  next_retry_at: null,
  ...patch,
});

const delivery = (patch: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'whd_1',
  event_id: 'evt_1',
  event_type: 'webhook_endpoint.test',
  test: true,
  status: 'succeeded',
  attempt_count: 1,
  next_attempt_at: null,
  created_at: at(-61_000),
  attempts: [attempt()],
  ...patch,
});

const failed = attempt({ succeeded: false, status_code: 500, next_retry_at: at(25 * 60_000) });
const retrying = delivery({ status: 'pending', next_attempt_at: at(25 * 60_000), attempts: [failed] });

const query = (...deliveries: WebhookDelivery[]) => ({
  state: { data: { pages: [{ data: deliveries }], pageParams: [undefined] } },
});

describe('awaitsAttempt', () => {
  it('is true for a pending delivery never tried, or resent, or whose retry is due', () => {
    expect(awaitsAttempt(delivery({ status: 'pending', attempt_count: 0, next_attempt_at: at(0), attempts: [] }), NOW)).toBe(
      true,
    );
    expect(awaitsAttempt(delivery({ status: 'pending', next_attempt_at: at(0) }), NOW)).toBe(true);
    expect(awaitsAttempt({ ...retrying, next_attempt_at: at(0) }, NOW)).toBe(true);
    expect(
      awaitsAttempt({ ...retrying, next_attempt_at: at(2_000), attempts: [{ ...failed, next_retry_at: at(2_000) }] }, NOW),
    ).toBe(true);
  });

  it('is false once attempted, or while its retry is a while off', () => {
    expect(awaitsAttempt(delivery(), NOW)).toBe(false);
    expect(awaitsAttempt(delivery({ status: 'failed', attempts: [attempt({ succeeded: false })] }), NOW)).toBe(false);
    expect(awaitsAttempt(retrying, NOW)).toBe(false);
  });
});

describe('the delivery log’s pace', () => {
  it('looks every second while a delivery waits for its attempt, at the usual pace otherwise, never from a hidden tab', () => {
    const waiting = query(delivery({ status: 'pending', attempt_count: 0, next_attempt_at: at(0), attempts: [] }), retrying);
    expect(deliveriesPollMs(waiting, NOW)).toBe(DELIVERIES_DUE_POLL_MS);
    expect(deliveriesPollMs(query(delivery(), retrying), NOW)).toBe(DELIVERIES_POLL_MS);
    expect(deliveriesPollMs({ state: { data: undefined } }, NOW)).toBe(DELIVERIES_POLL_MS);
    const options = webhookDeliveriesQueryOptions('we_1');
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(typeof options.refetchInterval).toBe('function');
  });

  it('goes back to the usual pace after 30 s of the same deliveries waiting, and quickens again for another', () => {
    const stuck = query(delivery({ status: 'pending', attempt_count: 0, next_attempt_at: at(0), attempts: [] }));
    expect(deliveriesPollMs(stuck, NOW)).toBe(DELIVERIES_DUE_POLL_MS);
    expect(deliveriesPollMs(stuck, NOW + DUE_POLL_LIMIT_MS - 1)).toBe(DELIVERIES_DUE_POLL_MS);
    expect(deliveriesPollMs(stuck, NOW + DUE_POLL_LIMIT_MS)).toBe(DELIVERIES_POLL_MS);
    // A resend of another delivery on the same query: quick again.
    stuck.state.data.pages[0]!.data.push(delivery({ id: 'whd_2', status: 'pending', next_attempt_at: at(0) }));
    expect(deliveriesPollMs(stuck, NOW + DUE_POLL_LIMIT_MS + 1)).toBe(DELIVERIES_DUE_POLL_MS);
  });
});
