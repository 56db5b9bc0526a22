import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { newId } from '../auth/tokens';
import { accounts } from '../db/schema/accounts';
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
  let failAfterWrite = false;
  const probe = {
    get created() {
      return created;
    },
    /** Makes POST /v1/__slow wait until the returned function is called. */
    hold(): () => void {
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
    /** Makes the next POST /v1/__write throw after its write, as a crash mid-request would end it. */
    failNextAfterWrite(): void {
      failAfterWrite = true;
    },
    /** How many rows POST /v1/__write has left in the database. */
    async writtenRows(): Promise<number> {
      return (await t.db.select().from(accounts).where(eq(accounts.name, 'probe write'))).length;
    },
  };
  t.app.get('/v1/__probe', requireScope('parts:read'), (c) => c.json({ data: { ok: true } }));
  t.app.post('/v1/__probe', requireScope('parts:write'), async (c) => {
    const body = await parseBody(c, z.strictObject({ name: z.string().check(z.minLength(1)) }));
    created += 1;
    return c.json({ data: { name: body.name, n: created } }, 201);
  });
  t.app.post('/v1/__slow', requireScope('parts:write'), async (c) => {
    await gate;
    created += 1;
    return c.json({ data: { n: created } }, 201);
  });
  t.app.post('/v1/__write', requireScope('parts:write'), async (c) => {
    await c
      .get('deps')
      .db.insert(accounts)
      .values({ id: newId('acct'), name: 'probe write', plan: 'starter', createdAt: new Date() });
    if (failAfterWrite) {
      failAfterWrite = false;
      throw new Error('failed after the write');
    }
    return c.json({ data: { ok: true } }, 201);
  });
  t.app.get('/v1/__boom', () => {
    throw new Error('secret internals: db password hunter2');
  });
  return probe;
}
