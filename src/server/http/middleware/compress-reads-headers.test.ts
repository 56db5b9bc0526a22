import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { middlewareApp } from '#server/testing/middleware-app';
import { acceptsGzip, compressReads } from './compress-reads';

/** The compression rules on a bare app; compress-reads.db.test.ts checks them on the real v1 routes. */
function app() {
  const a = middlewareApp();
  a.use('*', compressReads());
  a.get('/json/:bytes', (c) => c.json({ pad: 'x'.repeat(Number(c.req.param('bytes')) - 10) }));
  a.post('/json/:bytes', (c) => c.json({ pad: 'x'.repeat(Number(c.req.param('bytes')) - 10) }));
  a.get('/text', (c) => c.text('x'.repeat(4000)));
  a.get('/charset', (c) =>
    c.body(JSON.stringify({ pad: 'x'.repeat(4000) }), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  );
  a.get('/empty', (c) => c.body(null, 204));
  a.get('/encoded', (c) => c.json({ pad: 'x'.repeat(4000) }, 200, { 'Content-Encoding': 'br' }));
  return a;
}

const get = (path: string, acceptEncoding = 'gzip', method = 'GET') =>
  app().request(`http://localhost${path}`, { method, headers: { 'Accept-Encoding': acceptEncoding } });

describe('compressReads', () => {
  it('gzips a JSON read of 1024 bytes or more, with a correct length and the same body', async () => {
    const res = await get('/json/1024');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(gunzipSync(bytes).toString('utf8')).toBe(JSON.stringify({ pad: 'x'.repeat(1014) }));
  });

  it('leaves a JSON read of 1023 bytes alone, but still says the answer varies by Accept-Encoding', async () => {
    const res = await get('/json/1023');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await res.text()).length).toBe(1023);
  });

  it('leaves alone clients without gzip, writes, non-JSON bodies and bodies already encoded', async () => {
    const identity = await get('/json/4000', 'identity');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toBe('Accept-Encoding');
    const write = await get('/json/4000', 'gzip', 'POST');
    expect(write.headers.get('Content-Encoding')).toBeNull();
    expect(write.headers.get('Vary')).toBeNull();
    const text = await get('/text');
    expect(text.headers.get('Content-Encoding')).toBeNull();
    expect(text.headers.get('Vary')).toBeNull();
    const encoded = await get('/encoded');
    expect(encoded.headers.get('Content-Encoding')).toBe('br');
  });

  it('gzips JSON with a charset parameter, and passes a response without a body or Content-Type through', async () => {
    expect((await get('/charset')).headers.get('Content-Encoding')).toBe('gzip');
    const empty = await get('/empty');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('Content-Encoding')).toBeNull();
  });

  it('does not gzip when the request has no Accept-Encoding at all', async () => {
    const res = await app().request('http://localhost/json/4000');
    expect(res.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('%j → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
