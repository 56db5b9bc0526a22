import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

describe('static portal', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ws-portal-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({ '/parts/$partId': ['/assets/part-X1.js'], '/': ['/assets/overview-X2.js'] }),
    );
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    // What scripts/vite-precompress.ts writes beside a text asset.
    writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), 'brotli bytes');
    writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), 'gzip bytes');
    t = await createTestApp({ config: { portalDir: dir, portalApiOrigin: 'https://api.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html, revalidated, under the portal CSP', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it("names the screen's own scripts in the HTML of a cold load", async () => {
    expect(await (await t.request('/parts/part_123')).text()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/part-X1.js"></head>',
    );
    expect(await (await t.request('/orders')).text()).not.toContain('modulepreload');
    // The Overview is a screen too, though `/` is also where index.html lives.
    expect(await (await t.request('/')).text()).toContain('href="/assets/overview-X2.js"');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('javascript');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await t.request('/favicon.svg')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves the precompressed copy the browser accepts, keeping the type and the caching', async () => {
    const brotli = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Content-Type')).toContain('javascript');
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('brotli bytes');
    const gzip = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves the app at an invitation link, telling the browser to send no Referer from it', async () => {
    const res = await t.request('/invitations/tok_abc');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('falls back to index.html for client routes, but not for missing files or the API', async () => {
    const route = await t.request('/parts/part_123?status=delivered');
    expect(route.status).toBe(200);
    expect(route.headers.get('Content-Type')).toContain('text/html');
    expect((await t.request('/assets/missing-123.js')).status).toBe(404);
    const api = await t.request('/v1/parts');
    expect(api.status).toBe(401);
    expect(api.headers.get('Content-Type')).toContain('application/json');
    expect((await t.request('/portal/nope')).headers.get('Content-Type')).toContain('application/json');
    expect((await t.request('/../../etc/passwd')).status).not.toBe(500);
  });

  it('serves the portal at /sandbox/mail, and nothing else under /sandbox, to a browser', async () => {
    const screen = await t.request('/sandbox/mail?message=cmail_1');
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('id="root"');
    expect(screen.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(screen.headers.get('Cache-Control')).toBe('no-cache');
    for (const [method, path] of [
      ['GET', '/sandbox/mail/'],
      ['GET', '/sandbox/mail/x'],
      ['GET', '/sandbox/orders'],
      ['GET', '/sandbox'],
      ['POST', '/sandbox/mail'],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.headers.get('Content-Type'), `${method} ${path}`).toContain('application/json');
      expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const off = await createTestApp({ config: { portalDir: dir, sandbox: false } });
    try {
      expect((await off.request('/sandbox/mail')).headers.get('Content-Type')).toContain('application/json');
    } finally {
      await off.close();
    }
  });
});
