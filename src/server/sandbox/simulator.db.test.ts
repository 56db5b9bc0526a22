import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { startSimulator } from './simulator';

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const orderStatus = async (id: string) => (await f.call('GET', `/v1/orders/${id}`)).body.data.status;

describe('startSimulator', () => {
  it('moves due orders on its timer and stops cleanly, waiting for a running tick', async () => {
    const orderId = (await f.call('POST', '/v1/orders', orderBody(await createParts(f, 1)))).body.data.id;
    // Ops confirms an order for tomorrow three hours after it is placed.
    f.t.clock.advance(3 * 3_600_000);
    const stop = startSimulator(f.t.deps, 20);
    for (let i = 0; i < 100 && (await orderStatus(orderId)) === 'pending'; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(await orderStatus(orderId)).toBe('scheduled');
    f.t.clock.advance(60_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await orderStatus(orderId)).toBe('scheduled');
  });
});
