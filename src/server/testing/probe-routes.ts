import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { newId } from '#server/auth/tokens';
import { accounts } from '#server/db/schema/accounts';
import type { TestApp } from './test-app';
import { requireScope } from '#server/http/middleware/auth/require-scope';
import { parseBody } from '#server/http/validation';
import { ApiError } from '#server/api-error';

type AfterWrite = 'throw' | 'conflict' | 'answer-503' | 'answer-400';

/**
 * Tiny /v1 routes for platform tests, so auth, limits and idempotency are
 * tested without depending on the resource routes. Mount before any request.
 */
export function mountProbeRoutes(t: TestApp) {
  let created = 0;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  let markHeld: () => void = () => {};
  let held = Promise.resolve();
  let failAfterWrite: AfterWrite | undefined;
  const probe = {
    get created() {
      return created;
    },
    /** Makes POST /v1/__slow wait until the returned function is called. */
    hold(): () => void {
      gate = new Promise((resolve) => (release = resolve));
      held = new Promise((resolve) => (markHeld = resolve));
      return () => release();
    },
    /** Settles once a POST /v1/__slow is waiting in its handler, past every middleware. */
    get held(): Promise<void> {
      return held;
    },
    /**
     * Makes the next POST /v1/__write end badly after its write: throw (as a crash mid-request
     * would end it), throw a client error, or answer an error status without throwing.
     */
    failNextAfterWrite(how: AfterWrite = 'throw'): void {
      failAfterWrite = how;
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
    markHeld();
    await gate;
    created += 1;
    return c.json({ data: { n: created } }, 201);
  });
  t.app.post('/v1/__write', requireScope('parts:write'), async (c) => {
    await c
      .get('deps')
      .db.insert(accounts)
      .values({ id: newId('acct'), name: 'probe write', plan: 'starter', createdAt: new Date() });
    const how = failAfterWrite;
    failAfterWrite = undefined;
    if (how === 'throw') throw new Error('failed after the write');
    if (how === 'conflict') throw new ApiError('part_in_open_order', 'conflicted after the write');
    if (how === 'answer-503') return c.json({ error: { code: 'unavailable', message: 'after the write', status: 503 } }, 503);
    if (how === 'answer-400') return c.json({ error: { code: 'bad_request', message: 'after the write', status: 400 } }, 400);
    return c.json({ data: { ok: true } }, 201);
  });
  t.app.get('/v1/__boom', () => {
    throw new Error('secret internals: db password hunter2');
  });
  return probe;
}
