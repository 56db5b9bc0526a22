import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { apiKeyWithSecretResponseSchema } from '#contract/portal';
import { apiKeys, sessions } from '#server/db/schema/accounts';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

const T0 = new Date('2026-11-21T08:00:00.000Z');
let t: TestApp;
let account: TestAccount;
let session: { cookie: string; csrfToken: string };
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  account = await t.createAccount();
  session = await account.signIn();
});
afterAll(() => t.close());

const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method,
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const rows = async () => ({
  keys: (await t.db.select({ n: count() }).from(apiKeys))[0]!.n,
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]!.n,
  keyRows: await t.db.select().from(apiKeys).orderBy(apiKeys.id),
});

async function refusedCodes(res: Promise<Response>): Promise<string[]> {
  const before = await rows();
  const answer = await res;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(422);
  expect(await rows()).toEqual(before);
  return errorBodySchema
    .parse(body)
    .error.details!.map((d) => `${d.field}:${d.code}`)
    .sort();
}

const past = new Date(T0.getTime() - 10 * 60_000).toISOString();

describe('portal writes report every problem in one answer, writing nothing', () => {
  it('POST /portal/api-keys: a blank name, an unknown scope, an expiry in the past and an unknown field', async () => {
    const codes = await refusedCodes(
      call('POST', '/portal/api-keys', { name: '  ', scopes: ['parts:read', 'parts:delete'], expires_at: past, colour: 1 }),
    );
    expect(codes).toEqual(['colour:unknown_field', 'expires_at:in_past', 'name:required', 'scopes.1:invalid_value']);
  });

  it('POST /portal/api-keys/:id/roll: an old-secret expiry in the past beside an unknown field', async () => {
    const created = await call('POST', '/portal/api-keys', { name: 'CI', scopes: ['parts:read'], expires_at: null });
    const key = apiKeyWithSecretResponseSchema.parse(await created.json()).data;
    const codes = await refusedCodes(
      call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: past, extra: true }),
    );
    expect(codes).toEqual(['extra:unknown_field', 'old_secret_expires_at:in_past']);
    const rolled = await call('POST', `/portal/api-keys/${key.id}/roll`, { old_secret_expires_at: T0.toISOString() });
    expect(rolled.status).toBe(201);
  });

  it('POST /portal/session: a too long email, an empty password and an unknown field', async () => {
    const codes = await refusedCodes(
      t.request('/portal/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${'x'.repeat(320)}@example.test`, password: '', remember: true }),
      }),
    );
    expect(codes).toEqual(['email:too_long', 'password:required', 'remember:unknown_field']);
  });
});
