import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

const json = { 'Content-Type': 'application/json' };

/** Concurrent sign-ins, split over two app instances (two processes' connections on PostgreSQL). */
describe('sign-in throttle under concurrency', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function burst(bodies: { email: string; password: string }[]): Promise<number[]> {
    const second = await t.secondInstance();
    const responses = await Promise.all(
      bodies.map((body, i) =>
        (i % 2 === 0 ? t.request : second.request)('/portal/session', {
          method: 'POST',
          headers: json,
          body: JSON.stringify(body),
        }),
      ),
    );
    return responses.map((res) => res.status);
  }
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('checks at most 5 passwords for one email, however many arrive at once', async () => {
    const account = await t.createAccount();
    const statuses = await burst(Array.from({ length: 60 }, () => ({ email: account.email, password: 'wrong' })));
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(55);
  }, 60_000);

  it('checks at most 30 passwords from one address, however many emails arrive at once', async () => {
    const statuses = await burst(Array.from({ length: 60 }, (_, i) => ({ email: `nobody${i}@example.test`, password: 'wrong' })));
    expect(count(statuses, 401)).toBe(30);
    expect(count(statuses, 429)).toBe(30);
  }, 60_000);

  it('does not count a successful sign-in as a failure', async () => {
    const account = await t.createAccount();
    for (let i = 0; i < 8; i++) expect((await burst([{ email: account.email, password: account.password }]))[0]).toBe(200);
    for (let i = 0; i < 5; i++) expect((await burst([{ email: account.email, password: 'wrong' }]))[0]).toBe(401);
    expect((await burst([{ email: account.email, password: account.password }]))[0]).toBe(429);
  }, 60_000);
});
