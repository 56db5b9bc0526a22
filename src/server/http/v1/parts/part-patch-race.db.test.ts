import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/** Concurrent PATCHes over two app instances (two processes' connections on PostgreSQL). */
describe('PATCH /v1/parts/:id under concurrency', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers each PATCH with the state its own update wrote', async () => {
    const key = await (await t.createAccount()).createKey(['parts:read', 'parts:write']);
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const created = await t.request('/v1/parts', {
      method: 'POST',
      headers,
      body: JSON.stringify({ part_type: 'knife', internal_label: 'K-0' }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const second = await t.secondInstance();
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.request : second.request)(`/v1/parts/${data.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ internal_label: `K-${round}-${i}` }),
          }),
        ),
      );
      const labels = await Promise.all(
        responses.map(async (res) => ((await res.json()) as { data: { internal_label: string } }).data.internal_label),
      );
      expect(labels).toEqual(Array.from({ length: 20 }, (_, i) => `K-${round}-${i}`));
    }
  }, 60_000);
});
