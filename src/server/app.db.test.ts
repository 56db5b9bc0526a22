import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { mountProbeRoutes } from './testing/probe-routes';
import { createTestApp, type TestApp } from './testing/test-app';

describe('createApp: guards, errors and headers', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await createTestApp();
    mountProbeRoutes(t);
    key = await (await t.createAccount()).createKey(['parts:read', 'parts:write']);
  });
  afterEach(async () => {
    await t.close();
  });

  const errorOf = async (res: Response) => errorBodySchema.parse(await res.json()).error;
  const post = (body: BodyInit, contentType?: string) =>
    t.request('/v1/__probe', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, ...(contentType ? { 'Content-Type': contentType } : {}) },
      body,
    });

  it('413 for a body over 1 MB', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), 'application/json');
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', status: 413 });
  });

  it('415 for a body that is not JSON, 400 for malformed JSON', async () => {
    const form = await post('name=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await errorOf(form)).code).toBe('unsupported_media_type');
    expect((await post('{"name":"x"}', 'text/plain')).status).toBe(415);
    expect((await post('{"name":"x"}', 'application/json; charset=utf-8')).status).toBe(201);
    expect(form.headers.get('X-RateLimit-Limit')).not.toBeNull();
    const empty = await t.request('/v1/__slow', { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
    expect(empty.status).toBe(201);
    const malformed = await post('{"name":', 'application/json');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_json');
  });

  it('404 in the error shape for unknown paths, 405 with Allow for a wrong method', async () => {
    const missing = await t.request('/v1/no-such-thing', { headers: { Authorization: `Bearer ${key}` } });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found', status: 404 });
    const wrong = await t.request('/v1/__probe', { method: 'DELETE', headers: { Authorization: `Bearer ${key}` } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('Allow')).toBe('GET, POST');
    expect((await errorOf(wrong)).code).toBe('method_not_allowed');
    expect((await t.request('/nowhere')).status).toBe(404);
  });

  it('turns unexpected errors into a 500 that leaks nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await t.request('/v1/__boom', { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(errorBodySchema.parse(JSON.parse(text)).error).toMatchObject({ code: 'internal_error', status: 500 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('sets security headers on API responses, errors included', async () => {
    for (const res of [
      await t.request('/v1/__probe', { headers: { Authorization: `Bearer ${key}` } }),
      await t.request('/v1/__probe'),
      await t.request('/portal/session'),
    ]) {
      expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=(self)');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
    const https = await t.app.request('https://api.example/v1/__probe');
    expect(https.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('does not mount /sandbox when the sandbox is off', async () => {
    const off = await createTestApp({ config: { sandbox: false } });
    const offKey = await (await off.createAccount()).createKey(['orders:write']);
    const res = await off.request('/sandbox/orders/ord_x/advance', {
      method: 'POST',
      headers: { Authorization: `Bearer ${offKey}` },
    });
    expect(res.status).toBe(404);
    await off.close();
  });
});
