import { describe, expect, it } from 'vitest';
import { ApiError } from '#server/api-error';
import { middlewareApp } from '#server/testing/middleware-app';
import { framedMailCsp, isApiPath, markFramedMail, portalCsp, securityHeaders } from './security-headers';

function appWithHeaders(portalApiOrigin?: string) {
  const app = middlewareApp({ portalApiOrigin });
  app.use('*', securityHeaders());
  app.get('/v1/parts', (c) => c.json({ data: [] }));
  app.get('/v1/broken', () => {
    throw new ApiError('not_found', 'No part with that id.');
  });
  app.get('/orders', (c) => c.html('<p>portal</p>'));
  app.get('/portal/mail/:id/html', (c) => {
    markFramedMail(c);
    if (c.req.param('id') === 'missing') throw new ApiError('not_found', 'No caught mail with that id.');
    return c.html('<p style="color:red">mail</p>');
  });
  return app;
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

describe('securityHeaders', () => {
  it('gives an API response the common headers, a deny-all CSP and no-store', async () => {
    const res = await appWithHeaders().request('http://localhost/v1/parts');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      ...COMMON,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sets them on error responses too', async () => {
    const res = await appWithHeaders().request('http://localhost/v1/broken');
    expect(res.status).toBe(404);
    expect(Object.fromEntries(res.headers)).toMatchObject({ ...COMMON, 'cache-control': 'no-store' });
  });

  it("gives a portal page the portal's CSP, naming the API origin it talks to, and lets it be cached", async () => {
    const res = await appWithHeaders('https://api.example.com').request('http://localhost/orders');
    expect(Object.fromEntries(res.headers)).toMatchObject(COMMON);
    expect(res.headers.get('Content-Security-Policy')).toBe(portalCsp('https://api.example.com'));
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it("gives a caught mail's HTML its own policy: framed by the portal, styles and images on, nothing else, never stored", async () => {
    const res = await appWithHeaders().request('http://localhost/portal/mail/cmail_1/html');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      ...COMMON,
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': framedMailCsp([]),
      'cache-control': 'private, no-store',
    });
    const refused = await appWithHeaders().request('http://localhost/portal/mail/missing/html');
    expect(refused.status).toBe(404);
    expect(Object.fromEntries(refused.headers)).toMatchObject({
      ...COMMON,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
  });

  it('adds HSTS over https, directly or behind a TLS-terminating proxy', async () => {
    const direct = await appWithHeaders().request('https://localhost/v1/parts');
    expect(direct.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const proxied = await appWithHeaders().request('http://localhost/orders', {
      headers: { 'X-Forwarded-Proto': 'https, http' },
    });
    expect(proxied.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const plain = await appWithHeaders().request('http://localhost/orders', { headers: { 'X-Forwarded-Proto': 'http, https' } });
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('portalCsp', () => {
  it('allows only the portal itself, plus the API origin for fetches', () => {
    expect(portalCsp(undefined)).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
        "frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
    );
    expect(portalCsp('https://api.example.com')).toContain(
      "; connect-src 'self' https://api.example.com; frame-src 'self' https://api.example.com; ",
    );
  });
});

describe('framedMailCsp', () => {
  it('lets a mail look as it will (inline styles, images, data: fonts) and nothing more, framed by the portal only', () => {
    expect(framedMailCsp([])).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; font-src data:; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'self'; sandbox",
    );
    expect(framedMailCsp(['https://a.example', 'https://b.example'])).toContain(
      "; frame-ancestors 'self' https://a.example https://b.example; ",
    );
  });
});

describe('isApiPath', () => {
  it('is every versioned API, the portal endpoints and the sandbox controls, and nothing that merely starts alike', () => {
    for (const path of [
      '/v1',
      '/v1/parts',
      '/v2/parts',
      '/v10/x',
      '/portal/session',
      '/portal',
      '/sandbox/orders/ord_1/advance',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/', '/orders', '/v', '/vx/parts', '/v1parts', '/portals', '/sandboxes', '/x/v1/parts']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
