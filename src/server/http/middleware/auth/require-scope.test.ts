import { describe, expect, it } from 'vitest';
import { keyCaller, middlewareApp } from '#server/testing/middleware-app';
import { requireScope } from './require-scope';

function app() {
  const a = middlewareApp({ caller: keyCaller });
  a.get('/v1/parts', requireScope('parts:read'), (c) => c.json({ data: [] }));
  a.get('/v1/orders', requireScope('orders:read'), (c) => c.json({ data: [] }));
  return a;
}

describe('requireScope', () => {
  it('runs the handler when the caller has the scope', async () => {
    const res = await app().request('http://localhost/v1/parts');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
  });

  it('answers 403 insufficient_scope naming the missing scope, and never runs the handler', async () => {
    const res = await app().request('http://localhost/v1/orders');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'insufficient_scope',
        status: 403,
        message: 'This API key lacks the orders:read scope.',
        required_scope: 'orders:read',
      },
    });
  });
});
