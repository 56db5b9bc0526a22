import { describe, expect, it } from 'vitest';
import { middlewareApp } from '#server/testing/middleware-app';
import { MAX_BODY_BYTES, requestGuards } from './request-guards';

function guarded() {
  const app = middlewareApp();
  app.use('*', ...requestGuards());
  app.all('*', async (c) => c.json({ received: await c.req.text() }));
  return app;
}

const send = (method: string, body?: string, contentType?: string, path = '/v1/parts') =>
  guarded().request(`http://localhost${path}`, {
    method,
    ...(body !== undefined && { body }),
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; status: number; message: string } }).error;
}

describe('requestGuards: media type', () => {
  it('passes a JSON body to the handler, whatever the media type parameters or case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=utf-8']) {
      const res = await send('POST', '{"a":1}', type);
      expect(res.status, type).toBe(200);
      expect(await res.json()).toEqual({ received: '{"a":1}' });
    }
  });

  it('refuses a non-JSON body on POST, PATCH and PUT with 415 unsupported_media_type', async () => {
    for (const [method, type] of [
      ['POST', 'text/plain'],
      ['PATCH', 'application/x-www-form-urlencoded'],
      ['PUT', 'application/jsonp'],
      ['POST', undefined],
    ] as const) {
      const res = await send(method, 'a=1', type);
      expect(res.status, `${method} ${type}`).toBe(415);
      expect(await errorOf(res)).toEqual({
        code: 'unsupported_media_type',
        status: 415,
        message: 'Request bodies must be sent as Content-Type: application/json.',
      });
    }
  });

  it('lets a POST without a body through without a Content-Type (the sandbox advance)', async () => {
    expect((await send('POST')).status).toBe(200);
    expect((await send('POST', '')).status).toBe(200);
  });

  it('does not look at the media type of methods that carry no JSON body', async () => {
    expect((await send('DELETE', 'x', 'text/plain')).status).toBe(200);
  });
});

describe('requestGuards: body size', () => {
  it('takes a body of exactly the limit and refuses one byte more with 413, closing the connection', async () => {
    const exact = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect((await send('POST', exact, 'application/json')).status).toBe(200);
    const over = await send('POST', `"${'x'.repeat(MAX_BODY_BYTES - 1)}"`, 'application/json');
    expect(over.status).toBe(413);
    expect(over.headers.get('Connection')).toBe('close');
    expect(await errorOf(over)).toMatchObject({
      code: 'payload_too_large',
      message: 'The request body is larger than 1048576 bytes.',
    });
  });
});

describe('requestGuards: control characters in the path', () => {
  it('answers 404 for a path with a control character, raw or percent-encoded', async () => {
    for (const path of ['/v1/parts/part_%00', '/v1/parts/a%1Fb', '/v1/parts/%7F']) {
      const res = await send('GET', undefined, undefined, path);
      expect(res.status, path).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'not_found', message: 'No resource at this path.' });
    }
  });

  it('lets through a path whose percent-encoding is broken, and one with ordinary escapes', async () => {
    expect((await send('GET', undefined, undefined, '/v1/parts/%E0%A4%A')).status).toBe(200);
    expect((await send('GET', undefined, undefined, '/v1/parts/a%20b')).status).toBe(200);
  });
});
