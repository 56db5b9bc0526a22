import { describe, expect, it } from 'vitest';
import type { Caller } from '#server/http/app-env';
import { keyCaller, middlewareApp, sessionCaller } from '#server/testing/middleware-app';
import { requireCsrf } from './require-csrf';

function app(caller?: Caller) {
  const a = middlewareApp({ caller });
  a.use('*', requireCsrf());
  a.all('/portal/api-keys', (c) => c.json({ ok: true }));
  return a;
}

const call = (caller: Caller | undefined, method: string, token?: string) =>
  app(caller).request('http://localhost/portal/api-keys', {
    method,
    headers: token === undefined ? {} : { 'X-CSRF-Token': token },
  });

describe('requireCsrf', () => {
  it("lets a session's write through when it echoes the session's token", async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect((await call(sessionCaller, method, sessionCaller.csrfToken)).status, method).toBe(200);
    }
  });

  it("answers 403 csrf_failed to a session's write without the token, with another token, or one of another length", async () => {
    for (const token of [undefined, '', 'csrf-token-of-this-sessioN', 'csrf-token-of-this-session-and-more']) {
      const res = await call(sessionCaller, 'POST', token);
      expect(res.status, String(token)).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'csrf_failed', status: 403, message: 'Missing or wrong X-CSRF-Token header for this session.' },
      });
    }
  });

  it('refuses every token when the session has none', async () => {
    const { csrfToken: _, ...withoutToken } = sessionCaller;
    expect((await call(withoutToken, 'POST', 'anything')).status).toBe(403);
  });

  it("asks nothing of a session's reads, of API keys, or of anonymous callers", async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect((await call(sessionCaller, method)).status, method).toBe(200);
    expect((await call(keyCaller, 'POST')).status).toBe(200);
    expect((await call(undefined, 'POST')).status).toBe(200);
  });
});
