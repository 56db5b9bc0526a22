import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParts } from '#server/testing/v1-test-kit';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';
import { pruneExpired } from './prune-expired';

const DAY = 24 * 3_600_000;

let f: WebhookFixture;
beforeEach(async () => {
  f = await webhookFixture();
});
afterEach(() => f.t.close());

describe('pruneExpired', { timeout: 60_000 }, () => {
  it('keeps 30 days of events and of finished deliveries, and every delivery still pending', async () => {
    const answered = await f.createEndpoint('http://127.0.0.1:9/never', ['part.created']);
    await createParts(f, 2);
    await f.call('POST', `/v1/webhook_endpoints/${answered.id}/test`);
    await f.deliverAll();
    f.t.clock.advance(30 * DAY);
    expect(await pruneExpired(f.t.db, f.t.clock.now())).toBe(0);
    // Events recorded in one millisecond are dated a millisecond apart, so the last of these is a few ms younger.
    f.t.clock.advance(1_000);
    const total = (await f.call('GET', '/v1/events?limit=1')).body.meta.total;
    expect(await pruneExpired(f.t.db, f.t.clock.now())).toBe(total);
    expect((await f.call('GET', '/v1/events?limit=1')).body.meta.total).toBe(0);
    const log = (await f.call('GET', `/v1/webhook_endpoints/${answered.id}/deliveries`)).body;
    // The test event's delivery (tried once, failed) is gone; the two events' deliveries are still retrying.
    expect(log.data.map((d: { status: string; test: boolean }) => [d.status, d.test])).toEqual([
      ['pending', false],
      ['pending', false],
    ]);
  });
});
