import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { createApp } from '#server/app';
import { mountProbeRoutes } from '#server/testing/probe-routes';
import { createTestApp, type TestApp } from '#server/testing/test-app';

describe('rate limits', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function setup(limits: { rateLimitPerMinute: number; rateLimitPerDay: number }) {
    // 08:00:30 — mid-minute, so the minute window resets at 08:01:00.
    t = await createTestApp({ now: new Date('2026-11-21T08:00:30.000Z'), config: limits });
    mountProbeRoutes(t);
    const account = await t.createAccount();
    const key = await account.createKey(['parts:read']);
    const get = (app = t.app) => app.request('http://127.0.0.1/v1/__probe', { headers: { Authorization: `Bearer ${key}` } });
    return { account, key, get };
  }

  it('sends the headers on success and on errors', async () => {
    const { get } = await setup({ rateLimitPerMinute: 5, rateLimitPerDay: 100 });
    const ok = await get();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('X-RateLimit-Limit')).toBe('5');
    expect(ok.headers.get('X-RateLimit-Remaining')).toBe('4');
    expect(ok.headers.get('X-RateLimit-Reset')).toBe(String(Date.parse('2026-11-21T08:01:00.000Z') / 1000));

    const notFound = await t.request('/v1/__nothing-here');
    expect(notFound.status).toBe(401);
    expect(notFound.headers.get('X-RateLimit-Limit')).toBe('5');
    expect(notFound.headers.get('X-RateLimit-Remaining')).toBe('4'); // anonymous: its own bucket
  });

  it('answers 429 with Retry-After and the limit hit, then recovers in the next window', async () => {
    const { get } = await setup({ rateLimitPerMinute: 3, rateLimitPerDay: 100 });
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('30');
    expect(limited.headers.get('X-RateLimit-Remaining')).toBe('0');
    const error = errorBodySchema.parse(await limited.json()).error;
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, limit: 'minute' });
    t.clock.advance(30_000);
    expect((await get()).status).toBe(200);
  });

  it('says "day" when the daily limit is the one hit', async () => {
    const { get } = await setup({ rateLimitPerMinute: 100, rateLimitPerDay: 2 });
    await get();
    const second = await get();
    expect(second.headers.get('X-RateLimit-Limit')).toBe('2');
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(errorBodySchema.parse(await limited.json()).error.limit).toBe('day');
    expect(limited.headers.get('X-RateLimit-Reset')).toBe(String(Date.parse('2026-11-22T00:00:00.000Z') / 1000));
    t.clock.advance(120_000);
    expect((await get()).status).toBe(429);
  });

  it('shares counters between two app instances on one database', async () => {
    const { get } = await setup({ rateLimitPerMinute: 4, rateLimitPerDay: 100 });
    const second = createApp(t.deps);
    mountProbeRoutes({ ...t, app: second });
    expect((await get(t.app)).status).toBe(200);
    expect((await get(second)).status).toBe(200);
    expect((await get(t.app)).status).toBe(200);
    const last = await get(second);
    expect(last.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect((await get(t.app)).status).toBe(429);
  });

  it('counts per account, not per key', async () => {
    const { account, get } = await setup({ rateLimitPerMinute: 2, rateLimitPerDay: 100 });
    const otherKey = await account.createKey(['parts:read']);
    await get();
    await get();
    const res = await t.request('/v1/__probe', { headers: { Authorization: `Bearer ${otherKey}` } });
    expect(res.status).toBe(429);
    const stranger = await t.createAccount();
    const strangerKey = await stranger.createKey(['parts:read']);
    expect((await t.request('/v1/__probe', { headers: { Authorization: `Bearer ${strangerKey}` } })).status).toBe(200);
  });

  it('sends no headers when both limits are off', async () => {
    const { get } = await setup({ rateLimitPerMinute: 0, rateLimitPerDay: 0 });
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('X-RateLimit-Limit')).toBeNull();
  });

  it('prunes windows that have ended', async () => {
    const { get } = await setup({ rateLimitPerMinute: 10, rateLimitPerDay: 100 });
    await get();
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    await get();
    const rows = await t.db.query.rateLimitCounters.findMany();
    expect(rows.every((row) => row.windowStart >= Date.parse('2026-11-23T00:00:00.000Z') / 1000)).toBe(true);
  });
});
