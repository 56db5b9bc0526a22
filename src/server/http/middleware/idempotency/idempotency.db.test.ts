import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { mountProbeRoutes } from '#server/testing/probe-routes';
import { createTestApp, type TestApp } from '#server/testing/test-app';

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

  const postTo = (
    app: TestApp,
    secret: string,
    idempotencyKey: string | undefined,
    body = '{"name":"a"}',
    path = '/v1/__probe',
  ) =>
    app.request(path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
        ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
      },
      body,
    });
  const post = (idempotencyKey: string | undefined, body?: string, path?: string, secret = key) =>
    postTo(t, secret, idempotencyKey, body, path);
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

  // PostgreSQL: the running request holds the key's lock, a repeat is told so
  // (409). PGlite serves one transaction at a time, so a repeat waits for the
  // first to commit and replays it. Either way the request runs once.
  it('answers a repeat while the first request is still running with 409 (PostgreSQL) or its replay (PGlite)', async () => {
    const release = probe.hold();
    const first = post('k-3', '{}', '/v1/__slow');
    // The first request holds the key before the repeat is sent, however loaded the machine.
    await probe.held;
    const concurrent = post('k-3', '{}', '/v1/__slow');
    if (process.env.TEST_DATABASE_URL) {
      const res = await concurrent;
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toBe('idempotency_key_in_use');
      release();
    } else {
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const res = await concurrent;
      expect(res.status).toBe(201);
      expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    }
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

  it('prunes on its own clock: an app in the same process whose clock is days ahead does not hold it back', async () => {
    const ahead = await createTestApp({ now: new Date('2026-12-01T08:00:00.000Z') });
    try {
      mountProbeRoutes(ahead);
      const aheadKey = await (await ahead.createAccount()).createKey(['parts:write']);
      expect((await postTo(ahead, aheadKey, 'k-ahead')).status).toBe(201);
    } finally {
      await ahead.close();
    }
    await post('k-9');
    t.clock.advance(25 * 60 * 60 * 1000);
    await post('k-10');
    const keys = (await t.db.query.idempotencyKeys.findMany()).map((row) => row.key);
    expect(keys).toEqual(['k-10']);
  });

  it('ignores the header on non-POST requests', async () => {
    const res = await t.request('/v1/__probe', { headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': '' } });
    expect(res.status).not.toBe(400);
  });

  it('treats the same JSON with another key order or spacing as the same request', async () => {
    const first = await post('k-canon', '{"name":"a"}');
    const again = await post('k-canon', '{ "name" : "a" }\n');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(probe.created).toBe(1);
  });

  it('checks the scope before any saved response: a caller without it gets 403, never the replay', async () => {
    const account = await t.createAccount();
    const writer = await account.createKey(['parts:write']);
    const reader = await account.createKey(['parts:read']);
    expect((await post('k-scope', '{"name":"a"}', '/v1/__probe', writer)).status).toBe(201);
    for (const body of ['{"name":"a"}', '{"name":"b"}']) {
      const res = await post('k-scope', body, '/v1/__probe', reader);
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('insufficient_scope');
    }
  });

  it('undoes the write of a request that fails after writing, so the retry runs once', async () => {
    probe.failNextAfterWrite();
    const failed = await post('k-fail', '{"name":"a"}', '/v1/__write');
    expect(failed.status).toBe(500);
    expect(await probe.writtenRows()).toBe(0);
    const retry = await post('k-fail', '{"name":"a"}', '/v1/__write');
    expect(retry.status).toBe(201);
    expect(await probe.writtenRows()).toBe(1);
  });

  it('undoes the write of a request that ends in a client error or answers a server error, and keeps no answer', async () => {
    for (const how of ['conflict', 'answer-503'] as const) {
      probe.failNextAfterWrite(how);
      const failed = await post(`k-${how}`, '{"name":"a"}', '/v1/__write');
      expect(failed.status, how).toBe(how === 'conflict' ? 409 : 503);
      expect(await probe.writtenRows(), how).toBe(0);
    }
    expect(await t.db.query.idempotencyKeys.findMany()).toHaveLength(0);
  });

  it('keeps the write of an error answered without throwing, but not the answer: a retry runs again', async () => {
    probe.failNextAfterWrite('answer-400');
    expect((await post('k-400', '{"name":"a"}', '/v1/__write')).status).toBe(400);
    const retry = await post('k-400', '{"name":"a"}', '/v1/__write');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await probe.writtenRows()).toBe(2);
  });

  it('refuses a key reused for the same body on another path, and replays as JSON', async () => {
    const first = await post('k-path', '{"name":"a"}');
    expect(first.status).toBe(201);
    const elsewhere = await post('k-path', '{"name":"a"}', '/v1/__slow');
    expect(elsewhere.status).toBe(422);
    expect(await codeOf(elsewhere)).toBe('idempotency_key_reused');
    const replay = await post('k-path', '{"name":"a"}');
    expect(replay.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('runs concurrent identical requests split over two app instances exactly once', async () => {
    const second = await t.secondInstance();
    mountProbeRoutes({ ...t, app: second.app });
    const send = (i: number) =>
      (i % 2 === 0 ? t.request : second.request)('/v1/__write', {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'split' },
        body: '{"name":"a"}',
      });
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)));
    expect(responses.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    expect(responses.filter((res) => res.status === 201 && res.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
    expect(await probe.writtenRows()).toBe(1);
    const after = await send(1);
    expect(after.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await probe.writtenRows()).toBe(1);
  });
});
