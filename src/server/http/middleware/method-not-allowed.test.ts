import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/app-env';
import { allowedMethodsOf, methodNotAllowed } from './method-not-allowed';

describe('allowedMethodsOf', () => {
  it('lists the methods routed for a path, in a fixed order, ignoring middleware', () => {
    const app = new Hono<AppEnv>();
    app.use('/v1/*', async (_c, next) => next());
    app.all('/anything', (c) => c.text('x'));
    app.post('/v1/parts', (c) => c.text('x'));
    app.get('/v1/parts', (c) => c.text('x'));
    app.delete('/v1/parts/:id', (c) => c.text('x'));
    app.patch('/v1/parts/:id', (c) => c.text('x'));
    app.get('/v1/parts/:id', (c) => c.text('x'));
    app.put('/v1/parts/:id', (c) => c.text('x'));
    const allowed = allowedMethodsOf(app);
    expect(allowed('/v1/parts')).toEqual(['GET', 'POST']);
    expect(allowed('/v1/parts/part_1')).toEqual(['GET', 'PUT', 'PATCH', 'DELETE']);
    expect(allowed('/v1/orders')).toEqual([]);
    expect(allowed('/anything')).toEqual([]);
  });

  it('sees routes mounted after it was made, up to its first use', () => {
    const app = new Hono<AppEnv>();
    const allowed = allowedMethodsOf(app);
    app.get('/late', (c) => c.text('x'));
    expect(allowed('/late')).toEqual(['GET']);
  });
});

describe('methodNotAllowed', () => {
  it('is a 405 naming the method used and the ones to use', () => {
    const error = methodNotAllowed('DELETE', ['GET', 'POST']);
    expect(error).toMatchObject({
      code: 'method_not_allowed',
      status: 405,
      message: 'DELETE is not allowed here; use GET, POST.',
    });
  });
});
