import * as z from 'zod/mini';
import type { TestApp } from './test-app';
import { requireScope } from '../http/middleware/require-scope';
import { parseBody } from '../http/validation';

/**
 * Tiny /v1 routes for platform tests, so auth, limits and idempotency are
 * tested without depending on the resource routes. Mount before any request.
 */
export function mountProbeRoutes(t: TestApp) {
  let created = 0;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const probe = {
    get created() {
      return created;
    },
    /** Makes POST /v1/__slow wait until the returned function is called. */
    hold(): () => void {
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
  t.app.get('/v1/__probe', requireScope('parts:read'), (c) => c.json({ data: { ok: true } }));
  t.app.post('/v1/__probe', requireScope('parts:write'), async (c) => {
    const body = await parseBody(c, z.strictObject({ name: z.string().check(z.minLength(1)) }));
    created += 1;
    return c.json({ data: { name: body.name, n: created } }, 201);
  });
  t.app.post('/v1/__slow', async (c) => {
    await gate;
    created += 1;
    return c.json({ data: { n: created } }, 201);
  });
  t.app.get('/v1/__boom', () => {
    throw new Error('secret internals: db password hunter2');
  });
  return probe;
}
