import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { sha256Hex } from '#server/auth/tokens';
import { createLogger } from '#server/logger';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let account: TestAccount;
let key: string;
let output = '';

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ write: (line: string) => void (output += line) }, 'info') });
  account = await t.createAccount();
  key = await account.createKey(SCOPES);
  t.app.get('/v1/__failing-query', async (c) => {
    await c.get('deps').db.execute(sql`select ${'\n[error] FORGED by a param'}::int`);
    return c.json({});
  });
});
afterAll(() => t.close());

/** Runs one request and returns the log lines it wrote. */
async function linesOf(path: string, init?: RequestInit) {
  const start = output.length;
  const res = await t.request(path, init);
  await res.arrayBuffer();
  const written = output.slice(start);
  return {
    res,
    written,
    lines: written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('request log', () => {
  it('one JSON line per request with method, path, status, duration, account and request id; query values left out', async () => {
    const { res, lines } = await linesOf('/v1/parts?status=pickup_scheduled&limit=5', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/v1/parts',
      query: ['status', 'limit'],
      status: 200,
      account_id: account.accountId,
      request_id: res.headers.get('X-Request-Id'),
    });
    expect(lines[0]!.duration_ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines[0])).not.toContain('pickup_scheduled');
  });

  it('an anonymous sign-in cannot forge a line, write a NUL, or leak the password', async () => {
    const forged = 'x\n[error] FORGED admin signed in\u0000@example.test';
    const { res, written, lines } = await linesOf(`/portal/session?${encodeURIComponent(forged)}=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: forged, password: 'hunter2-password' }),
    });
    expect(res.status).toBe(401);
    expect(lines).toHaveLength(1);
    expect(written).not.toContain('\u0000');
    expect(written.split('\n').some((line) => line.startsWith('[error]'))).toBe(false);
    expect(written).not.toContain('hunter2');
    expect(lines[0]).toMatchObject({ path: '/portal/session', status: 401, account_id: null });
  });

  it('never logs a key, its hash, a session cookie or a password', async () => {
    const { cookie } = await account.signIn();
    const { written } = await linesOf('/v1/orders', { headers: { Authorization: `Bearer ${key}` } });
    const more = await linesOf('/portal/session', { headers: { Cookie: cookie } });
    const all = written + more.written;
    for (const secret of [key, sha256Hex(key), cookie.split('=')[1]!, account.password]) expect(all).not.toContain(secret);
  });

  it("a failing query logs the SQL and its code, never the parameters' values", async () => {
    const { res, written, lines } = await linesOf('/v1/__failing-query', { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(500);
    expect(written).not.toContain('FORGED');
    expect(lines.map((line) => line.msg)).toEqual(['unexpected error', 'request']);
    expect(lines[0]).toMatchObject({
      level: 'error',
      request_id: lines[1]!.request_id,
      err: { query: expect.stringContaining('$1') },
    });
  });
});
