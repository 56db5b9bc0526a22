import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { advanceOrder } from './advance-order';

/**
 * Two advances of one order race: the one that read its clock first can get
 * the row lock second (or run on a process whose clock is behind). Its step
 * must not be dated before the step it waited for.
 */
describe('advancing an order after waiting for its lock', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z') });
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps the timeline in lifecycle order when a later step carries an earlier clock reading', async () => {
    const key = await (await t.createAccount()).createKey(['parts:write', 'orders:write', 'orders:read']);
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const part = (await (
      await t.request('/v1/parts', {
        method: 'POST',
        headers,
        body: JSON.stringify({ part_type: 'knife', internal_label: 'K-1' }),
      })
    ).json()) as {
      data: { id: string };
    };
    const placed = await t.request('/v1/orders', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        part_ids: [part.data.id],
        // The first window offered after this Saturday: Monday 08:00–10:00 in New York.
        pickup_window_start: '2026-11-23T13:00:00.000Z',
        pickup_window_end: '2026-11-23T15:00:00.000Z',
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { data: { id: string } };
    const second = await t.secondInstance();
    const base = t.clock.now().getTime();
    await advanceOrder(t.db, order.data.id, new Date(base + 10_000));
    await advanceOrder(second.deps.db, order.data.id, new Date(base + 5_000));
    const timeline = (await (await t.request(`/v1/orders/${order.data.id}/timeline`, { headers })).json()) as {
      data: { status: string }[];
    };
    // Listed by time: the statuses must come out in lifecycle order.
    expect(timeline.data.map((entry) => entry.status)).toEqual(['pending', 'scheduled', 'picked_up']);
  }, 60_000);
});
