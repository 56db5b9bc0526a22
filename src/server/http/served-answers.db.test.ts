import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp, type TestAccount } from '#server/testing/test-app';
import { sessionClient } from '#server/testing/team-kit';
import { firstReadsOf } from './served-answers';

const BLOCK = /<script type="application\/json" id="served-answers">(.*?)<\/script>/s;

/** The answers a page carries, by URL; null when it carries none. */
function answersIn(html: string): Record<string, { data: unknown }> | null {
  const json = BLOCK.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, { data: unknown }>);
}

describe('served answers: a cold load carries its first reads', () => {
  let dir: string;
  let t: TestApp;
  let first: TestAccount;
  let firstSession: SignedIn;
  let other: TestAccount;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ws-portal-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"><!--screen-heading--><span class="boot-block"></span><!--/screen-heading--></div></body></html>',
    );
    t = await createTestApp({ config: { portalDir: dir } });
    first = await t.createAccount({ name: 'First Kitchen' });
    other = await t.createAccount({ name: 'Other Kitchen' });
    firstSession = await first.signIn();
    const client = sessionClient(t, firstSession);
    // A name a person typed, written to end the data block if it were not escaped.
    const made = await client.call('POST', '/v1/parts', {
      part_type: 'knife',
      internal_label: '</script><script>alert(1)</script>',
    });
    expect(made.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (path: string, session: SignedIn | null, init: RequestInit = {}) =>
    t.request(path, { ...init, headers: { ...(session && { Cookie: session.cookie }), ...init.headers } });

  it("places the session and the parts list's first page in the Parts page, for the person's own account", async () => {
    const res = await page('/parts', firstSession);
    expect(res.status).toBe(200);
    const answers = answersIn(await res.text());
    expect(Object.keys(answers ?? {}).sort()).toEqual(firstReadsOf('/parts', '').sort());
    expect(answers?.['/portal/session']?.data).toMatchObject({ account: { name: 'First Kitchen' } });
    expect(answers?.['/v1/parts?limit=100']?.data).toEqual([
      expect.objectContaining({ internal_label: '</script><script>alert(1)</script>' }),
    ]);

    const theirs = answersIn(await (await page('/parts', await other.signIn())).text());
    expect(theirs?.['/portal/session']?.data).toMatchObject({ account: { name: 'Other Kitchen' } });
    expect(theirs?.['/v1/parts?limit=100']?.data).toEqual([]);
  });

  it('is never stored by a cache, and varies by cookie', async () => {
    const res = await page('/parts', firstSession);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Vary')).toContain('Cookie');
  });

  it('escapes what could end the data block', async () => {
    const html = await (await page('/parts', firstSession)).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is gzipped when the browser accepts it', async () => {
    const res = await page('/', firstSession, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const answers = answersIn(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(Object.keys(answers ?? {})).toContain('/v1/orders?limit=5');
  });

  it('carries nothing signed out, with a stale cookie, or on a screen for signed-out people', async () => {
    const signedOut = await page('/parts', null);
    expect(answersIn(await signedOut.text())).toBeNull();
    expect(signedOut.headers.get('Cache-Control')).toBe('no-cache');
    expect(answersIn(await (await page('/parts', { cookie: 'ws_session=not-a-session', csrfToken: '' })).text())).toBeNull();
    expect(answersIn(await (await page('/sign-in', firstSession)).text())).toBeNull();
    expect(firstReadsOf('/invitations/abc', '')).toEqual([]);
    expect(firstReadsOf('/unsubscribe/abc', '')).toEqual([]);
  });

  it('carries only the session and the layout for a screen asked with a search, whose reads differ', async () => {
    const answers = answersIn(await (await page('/parts?status=retired', firstSession)).text());
    expect(Object.keys(answers ?? {}).sort()).toEqual(['/portal/session', '/v1/sites?status=active&limit=100']);
  });

  it('reads nothing for a HEAD', async () => {
    const res = await page('/parts', firstSession, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("paints the screen's heading in place of the skeleton's, escaped, from what the person may see", async () => {
    const parts = await (await page('/parts', firstSession)).text();
    expect(parts).toContain(
      '<h1 class="text-2xl font-semibold tracking-tight">Parts</h1><p class="mt-1 text-sm text-slate-600 dark:text-slate-300">Every blade, scissor and saw registered to your account.</p>',
    );
    expect(parts).not.toContain('boot-block');
    expect(await (await page('/', firstSession)).text()).toMatch(/<h1[^>]*>Overview<\/h1><p[^>]*>Welcome back, [^<]+\.<\/p>/);

    const [part] = (answersIn(parts)?.['/v1/parts?limit=100']?.data ?? []) as { id: string }[];
    const detail = await (await page(`/parts/${part?.id}`, firstSession)).text();
    expect(detail).toContain(
      '<h1 class="text-2xl font-semibold tracking-tight">&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</h1>',
    );

    expect(await (await page('/parts', null)).text()).toContain('boot-block');
    expect(await (await page('/parts/part_unknown', firstSession)).text()).toContain('boot-block');
  });
});
