import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** v1 reads are gzipped when accepted; writes and the portal's session (which carries the CSRF token) never are. */

let f: V1Fixture;
let session: { cookie: string; csrfToken: string };
let partIds: string[];

beforeAll(async () => {
  f = await v1Fixture();
  session = await f.account.signIn();
  partIds = await createParts(f, 30);
});
afterAll(() => f.t.close());

const get = (path: string, acceptEncoding?: string) =>
  f.t.request(path, { headers: { Cookie: session.cookie, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) } });

describe('compressed v1 reads', () => {
  it('gzips a list when the client accepts gzip, and the body is the same JSON', async () => {
    const plain = await get('/v1/parts?limit=30');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();

    const zipped = await get('/v1/parts?limit=30', 'br, gzip, deflate');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(zipped.headers.get('X-RateLimit-Limit')).not.toBeNull();
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText));
  });

  it('leaves small bodies and clients that do not accept gzip alone', async () => {
    expect((await get('/v1/parts?limit=30', 'identity')).headers.get('Content-Encoding')).toBeNull();
    const missing = await get('/v1/parts/part_doesnotexist', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Encoding')).toBeNull();
  });

  it('never compresses a write or the session (it carries the CSRF token)', async () => {
    const write = await f.t.request('/v1/orders', {
      method: 'POST',
      headers: {
        Cookie: session.cookie,
        'X-CSRF-Token': session.csrfToken,
        'Content-Type': 'application/json',
        'Accept-Encoding': 'gzip',
        'Idempotency-Key': 'compress-reads-write',
      },
      body: JSON.stringify(orderBody(partIds)),
    });
    expect(write.status).toBe(201);
    expect((await write.clone().text()).length).toBeGreaterThan(1024);
    expect(write.headers.get('Content-Encoding')).toBeNull();
    expect((await get('/portal/session', 'gzip')).headers.get('Content-Encoding')).toBeNull();
  });
});
