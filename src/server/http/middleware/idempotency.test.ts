import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/errors';
import { mountProbeRoutes } from '../../testing/probe-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let probe: ReturnType<typeof mountProbeRoutes>;
  let key: string;

  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T08:00:00.000Z') });
    probe = mountProbeRoutes(t);
    key = await (await t.createAccount()).createKey(['parts:write']);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (idempotencyKey: string | undefined, body = '{"name":"a"}', path = '/v1/__probe', secret = key) =>
    t.request(path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
        ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
      },
      body,
    });
  const codeOf = async (res: Response) => errorBodySchema.parse(await res.json()).error.code;

  it('replays the saved response for a repeat, marked Idempotent-Replayed', async () => {
    const first = await post('k-1');
    const again = await post('k-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(probe.created).toBe(1);
  });

  it('runs every request without a key', async () => {
    await post(undefined);
    await post(undefined);
    expect(probe.created).toBe(2);
  });

  it('refuses the same key with a different request (422)', async () => {
    await post('k-2', '{"name":"a"}');
    const other = await post('k-2', '{"name":"b"}');
    expect(other.status).toBe(422);
    expect(await codeOf(other)).toBe('idempotency_key_reused');
    expect(probe.created).toBe(1);
  });

  it('scopes keys per account', async () => {
    const otherKey = await (await t.createAccount()).createKey(['parts:write']);
    await post('shared');
    const res = await post('shared', '{"name":"a"}', '/v1/__probe', otherKey);
    expect(res.status).toBe(201);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(probe.created).toBe(2);
  });

  it('answers 409 while the first request is still running', async () => {
    const release = probe.hold();
    const first = post('k-3', '{}', '/v1/__slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const concurrent = await post('k-3', '{}', '/v1/__slow');
    expect(concurrent.status).toBe(409);
    expect(await codeOf(concurrent)).toBe('idempotency_key_in_use');
    release();
    expect((await first).status).toBe(201);
    expect((await post('k-3', '{}', '/v1/__slow')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(probe.created).toBe(1);
  });

  it('runs 20 concurrent identical requests exactly once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('burst')));
    const statuses = responses.map((res) => res.status);
    expect(probe.created).toBe(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const replayedOrFirst = responses.filter((res) => res.status === 201);
    expect(replayedOrFirst.filter((res) => res.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
  });

  it('rejects malformed keys with 400', async () => {
    for (const bad of ['', ' ', 'x'.repeat(256), 'caf\u00e9']) {
      const res = await post(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await codeOf(res)).toBe('invalid_idempotency_key');
    }
    expect(probe.created).toBe(0);
  });

  it('does not save validation failures: a corrected retry under the same key runs', async () => {
    const invalid = await post('k-4', '{"name":""}');
    expect(invalid.status).toBe(422);
    const fixed = await post('k-4', '{"name":"fixed"}');
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
    const malformed = await post('k-5', '{"name":');
    expect(malformed.status).toBe(400);
    expect(await t.db.query.idempotencyKeys.findMany()).toHaveLength(1);
  });

  it('forgets keys after 24 hours, and prunes them', async () => {
    await post('k-6');
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await post('k-6')).headers.get('Idempotent-Replayed')).toBe('true');
    t.clock.advance(2000);
    const fresh = await post('k-6');
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    expect(probe.created).toBe(2);

    await post('k-7');
    t.clock.advance(25 * 60 * 60 * 1000);
    await post('k-8');
    const keys = (await t.db.query.idempotencyKeys.findMany()).map((row) => row.key);
    expect(keys).toEqual(['k-8']);
  });

  it('ignores the header on non-POST requests', async () => {
    const res = await t.request('/v1/__probe', { headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': '' } });
    expect(res.status).not.toBe(400);
  });
});
