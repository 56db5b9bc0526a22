import { describe, expect, it } from 'vitest';
import { middlewareApp } from '#server/testing/middleware-app';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';

function app() {
  const a = middlewareApp();
  a.post('/sign-in', (c) => {
    writeSessionCookie(c, 'tok_1', 3600);
    return c.json({ ok: true });
  });
  a.post('/sign-out', (c) => {
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
  a.get('/who', (c) => c.json({ token: readSessionCookie(c) ?? null, ip: clientIp(c) }));
  return a;
}

describe('session cookie', () => {
  it('over https is __Host-prefixed, Secure, HttpOnly, SameSite=Strict and Path=/', async () => {
    const res = await app().request('https://localhost/sign-in', { method: 'POST' });
    expect(res.headers.get('Set-Cookie')).toBe(
      '__Host-ws_session=tok_1; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('behind a TLS-terminating proxy counts as https', async () => {
    const res = await app().request('http://localhost/sign-in', {
      method: 'POST',
      headers: { 'X-Forwarded-Proto': 'https , http' },
    });
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-ws_session=tok_1;.* Secure;/);
  });

  it('over plain http has the plain name and no Secure flag (browsers refuse the prefix there)', async () => {
    const res = await app().request('http://localhost/sign-in', { method: 'POST' });
    expect(res.headers.get('Set-Cookie')).toBe('ws_session=tok_1; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict');
  });

  it('is read back only under the name of the scheme in use', async () => {
    const over = (url: string, cookie: string) => app().request(url, { headers: { Cookie: cookie } });
    expect(await (await over('https://localhost/who', '__Host-ws_session=a')).json()).toMatchObject({ token: 'a' });
    expect(await (await over('https://localhost/who', 'ws_session=a')).json()).toMatchObject({ token: null });
    expect(await (await over('http://localhost/who', 'ws_session=b')).json()).toMatchObject({ token: 'b' });
    expect(await (await over('http://localhost/who', '__Host-ws_session=b')).json()).toMatchObject({ token: null });
  });

  it('is cleared with the attributes it was set with', async () => {
    const secure = await app().request('https://localhost/sign-out', { method: 'POST' });
    expect(secure.headers.get('Set-Cookie')).toBe('__Host-ws_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict');
    const plain = await app().request('http://localhost/sign-out', { method: 'POST' });
    expect(plain.headers.get('Set-Cookie')).toBe('ws_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });
});

describe('clientIp', () => {
  it('is "unknown" for an in-process request, whatever forwarded-for header it sends', async () => {
    const res = await app().request('http://localhost/who', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(await res.json()).toMatchObject({ ip: 'unknown' });
  });
});
