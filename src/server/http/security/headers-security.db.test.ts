import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { createCdnApp } from '#server/cdn/cdn-app';
import { createTestApp } from '#server/testing/test-app';
import { clientFor, createParts, orderBody, T0, type V1Fixture } from '#server/testing/v1-test-kit';

/** The headers every kind of response carries. */

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectCommonHeaders(res: Response, what: string): void {
  for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  expect(res.headers.get('Permissions-Policy'), what).toMatch(/camera=\(self\), microphone=\(\)/);
  expect(res.headers.get('Strict-Transport-Security'), `${what} over http`).toBeNull();
}

let f: V1Fixture;
let portalDir: string;
let cdn: ReturnType<typeof createCdnApp>;
let pdfPath: string;
let cookie: string;

beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'ws-security-portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(
    join(portalDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-A1.js"></script>',
  );
  writeFileSync(join(portalDir, 'assets', 'index-A1.js'), 'export {}');
  const t = await createTestApp({ now: T0, config: { portalDir } });
  const account = await t.createAccount();
  const key = await account.createKey(SCOPES);
  f = { t, account, key, ...clientFor(t, key) };
  cdn = createCdnApp(f.t.deps);
  const parts = await createParts(f, 1);
  const orderId = (await f.call('POST', '/v1/orders', orderBody(parts))).body.data.id;
  for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${orderId}/advance`);
  const { pathname, search } = new URL((await f.call('GET', '/v1/invoices')).body.data[0].pdf_url);
  pdfPath = `${pathname}${search}`;
  cookie = (await f.account.signIn()).cookie;
});
afterAll(async () => {
  await f.t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('portal HTML: a CSP with no inline script and no eval (WebAssembly only), plus the common headers', async () => {
    for (const path of ['/', '/parts/part_1', '/settings/api-keys']) {
      const res = await f.t.request(path);
      expect(res.headers.get('Content-Type'), path).toContain('text/html');
      expectCommonHeaders(res, path);
      const csp = directives(res.headers.get('Content-Security-Policy') ?? '');
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      // WebAssembly may be compiled (the label scanner's QR reader); JavaScript eval may not.
      expect(scriptSrc, path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('style-src'), path).not.toContain("'unsafe-inline'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      for (const [name, values] of csp) {
        expect(values, name).not.toContain("'unsafe-inline'");
        expect(values, name).not.toContain("'unsafe-eval'");
        expect(values, name).not.toContain('*');
      }
    }
  });

  it('the portal page needs no inline script or style (the CSP would block them)', () => {
    const html = readFileSync(fileURLToPath(new URL('../../../../index.html', import.meta.url)), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\bsrc=/);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('API answers (success and error, key or cookie, v1, portal and sandbox): deny-all CSP, no-store', async () => {
    const answers: [string, Response][] = [
      ['v1 200', await f.t.request('/v1/parts', { headers: { Authorization: `Bearer ${f.key}` } })],
      ['v1 401', await f.t.request('/v1/parts')],
      ['v1 404', await f.t.request('/v1/parts/part_missing', { headers: { Authorization: `Bearer ${f.key}` } })],
      ['v1 by cookie', await f.t.request('/v1/orders', { headers: { Cookie: cookie } })],
      ['portal session', await f.t.request('/portal/session', { headers: { Cookie: cookie } })],
      ['portal 401', await f.t.request('/portal/api-keys')],
      [
        'sandbox 404',
        await f.t.request('/sandbox/orders/ord_missing/advance', {
          method: 'POST',
          headers: { Authorization: `Bearer ${f.key}` },
        }),
      ],
      ['openapi', await f.t.request('/v1/openapi.json')],
    ];
    for (const [what, res] of answers) {
      expectCommonHeaders(res, what);
      expect(res.headers.get('Content-Security-Policy'), what).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('Cache-Control'), what).toBe('no-store');
      expect(res.headers.get('Content-Type'), what).toContain('application/json');
    }
  });

  it('content host: the PDF and its refusals carry nosniff and a deny-all CSP', async () => {
    const pdf = await cdn.request(`http://cdn.test${pdfPath}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const refused = await cdn.request(`http://cdn.test${pdfPath.replace(/signature=[^&]+/, 'signature=forged')}`);
    expect(refused.status).toBe(403);
    for (const [what, res] of [
      ['pdf', pdf],
      ['403', refused],
    ] as const) {
      expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
      expect(directives(res.headers.get('Content-Security-Policy') ?? '').get('default-src'), what).toEqual(["'none'"]);
    }
  });

  it('adds HSTS only when the request arrived over https', async () => {
    const viaProxy = await f.t.request('/v1/parts', {
      headers: { Authorization: `Bearer ${f.key}`, 'X-Forwarded-Proto': 'https' },
    });
    expect(viaProxy.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    const html = await f.t.request('https://portal.example/');
    expect(html.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
  });
});
