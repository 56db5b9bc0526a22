import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '#server/db/schema/parts';
import { DAY_MS } from '#server/domain/wear/wear-forecast';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
let f: V1Fixture;

beforeAll(async () => {
  f = await v1Fixture();
});
afterAll(() => f.t.close());

describe('forecast on the API', HEAVY, () => {
  it('a new part is forecast at its type’s pace from registration; the record says so', async () => {
    const [id] = await createParts(f, 1, 'chisel');
    const part = (await f.call('GET', `/v1/parts/${id}`)).body.data;
    // chisel: 0.3 a day, 70 points → 233.33 days.
    expect(Date.parse(part.forecast_due_at)).toBe(T0.getTime() + Math.round((70 / 0.3) * DAY_MS));
    expect(part).toMatchObject({ wear_per_day: 0.3, forecast_basis: 'type_average', sharpenings_left: 25 });
    const listed = (await f.call('GET', '/v1/parts?limit=1')).body.data[0];
    expect(listed.forecast_due_at).toBe(part.forecast_due_at);
  });

  it('due_within keeps the parts forecast due within that many days, due ones included', async () => {
    const fresh = await v1Fixture();
    try {
      const [chisel] = await createParts(fresh, 1, 'chisel'); // 233 days to due
      const [knife] = await createParts(fresh, 1, 'knife'); // 87.5 days to due
      const ids = async (days: number) =>
        (await fresh.call('GET', `/v1/parts?due_within=${days}`)).body.data.map((p: { id: string }) => p.id);
      expect(await ids(87)).toEqual([]);
      expect(await ids(88)).toEqual([knife]);
      expect((await ids(234)).sort()).toEqual([chisel, knife].sort());
      fresh.t.clock.advance(100 * DAY_MS);
      expect(await ids(0)).toEqual([knife]);
      expect((await fresh.call('GET', '/v1/parts?due_within=0')).body.meta.total).toBe(1);
    } finally {
      await fresh.t.close();
    }
  });

  it('after a service, the forecast rests on the part’s own history; wear_before is the recorded wear', async () => {
    const [id] = await createParts(f, 1, 'blade');
    f.t.clock.advance(30 * DAY_MS);
    await f.t.db.update(parts).set({ wearLevel: 3 }).where(eq(parts.id, id!));
    const order = (await f.call('POST', '/v1/orders', orderBody([id!], f.t.clock.now()))).body.data;
    for (let i = 0; i < 4; i++) await f.call('POST', `/sandbox/orders/${order.id}/advance`);
    const part = (await f.call('GET', `/v1/parts/${id}`)).body.data;
    expect(part.history).toHaveLength(1);
    expect(part.history[0]).toMatchObject({ wear_before: 3, wear_after: 0 });
    // 3 points in 30 days of use: 0.1 a day; from 0 at the service, 700 days to the due level.
    expect(part).toMatchObject({ wear_level: 0, wear_per_day: 0.1, forecast_basis: 'own_history', sharpenings_left: 19 });
    expect(Date.parse(part.forecast_due_at)).toBe(Date.parse(part.history[0].completed_at) + Math.round(700 * DAY_MS));
  });
});
