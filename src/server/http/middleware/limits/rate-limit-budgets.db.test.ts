import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { mountProbeRoutes } from '#server/testing/probe-routes';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

/** API keys share the account's budget; each portal user has their own. */
describe('rate-limit budgets', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeEach(async () => {
    t = await createTestApp({
      now: new Date('2026-11-21T08:00:30.000Z'),
      config: { rateLimitPerMinute: 4, rateLimitPerDay: 1000 },
    });
    mountProbeRoutes(t);
    account = await t.createAccount();
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string>) => t.request('/v1/__probe', { headers });

  it('keeps the portal working after the account’s keys spend their budget, and says whose budget ran out', async () => {
    const [one, two] = [await account.createKey(['parts:read']), await account.createKey(['parts:read'])];
    const { cookie } = await account.signIn();
    for (let i = 0; i < 4; i++) expect((await get({ Authorization: `Bearer ${i % 2 ? one : two}` })).status).toBe(200);
    const limitedKey = await get({ Authorization: `Bearer ${one}` });
    expect(limitedKey.status).toBe(429);
    expect(limitedKey.headers.get('X-RateLimit-Scope')).toBe('account');

    for (let i = 0; i < 4; i++) expect((await get({ Cookie: cookie })).status).toBe(200);
    const limitedPortal = await get({ Cookie: cookie });
    expect(limitedPortal.status).toBe(429);
    expect(limitedPortal.headers.get('X-RateLimit-Scope')).toBe('session');
    expect(limitedPortal.headers.get('Retry-After')).toBe('30');
  });

  it('counts a user’s sessions together, so signing in again does not reset the budget', async () => {
    const first = await account.signIn();
    const second = await account.signIn();
    for (let i = 0; i < 4; i++) expect((await get({ Cookie: i % 2 ? first.cookie : second.cookie })).status).toBe(200);
    expect((await get({ Cookie: first.cookie })).status).toBe(429);
  });

  const messageOf = async (res: Response) => errorBodySchema.parse(await res.json()).error.message;

  it('names the budget that ran out in the message: the account, the portal session or the address', async () => {
    const key = await account.createKey(['parts:read']);
    const { cookie } = await account.signIn();
    for (let i = 0; i < 4; i++) await get({ Authorization: `Bearer ${key}` });
    expect(await messageOf(await get({ Authorization: `Bearer ${key}` }))).toMatch(
      /^Rate limit exceeded \(4 requests per minute for this account\)\. Retry after 30 s\.$/,
    );
    for (let i = 0; i < 4; i++) await get({ Cookie: cookie });
    expect(await messageOf(await get({ Cookie: cookie }))).toMatch(/for this portal session\)/);
    for (let i = 0; i < 4; i++) await get({});
    const anonymous = await get({});
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers.get('X-RateLimit-Scope')).toBe('address');
    expect(await messageOf(anonymous)).toMatch(/for this address\)/);
  });

  it('gives each portal user a budget of their own', async () => {
    const first = await account.signIn();
    const other = await (await t.createAccount()).signIn();
    for (let i = 0; i < 4; i++) await get({ Cookie: first.cookie });
    expect((await get({ Cookie: first.cookie })).status).toBe(429);
    expect((await get({ Cookie: other.cookie })).status).toBe(200);
  });
});
