import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorDetail } from '#contract/errors';
import { ApiError } from '#server/api-error';
import type { Logger } from '#server/logger';
import { middlewareApp } from '#server/testing/middleware-app';
import { MAX_DETAILS } from './error-handler';

function throwing(error: unknown, logger?: Logger) {
  const app = middlewareApp({ logger });
  app.use('*', async (c, next) => {
    c.set('requestId', 'req_1');
    await next();
  });
  app.get('/boom', () => {
    throw error;
  });
  return app.request('http://localhost/boom');
}

const detail = (n: number): ErrorDetail => ({ field: `items[${n}].name`, code: 'required', message: 'Name is required.' });

afterEach(() => vi.restoreAllMocks());

describe('handleError', () => {
  it('answers an ApiError with its status and the documented shape, details and extras included', async () => {
    const res = await throwing(
      new ApiError('insufficient_scope', 'Lacks orders:write.', [detail(0)], { required_scope: 'orders:write', limit: 'minute' }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Connection')).toBeNull();
    expect(await res.json()).toEqual({
      error: {
        code: 'insufficient_scope',
        message: 'Lacks orders:write.',
        status: 403,
        details: [detail(0)],
        required_scope: 'orders:write',
        limit: 'minute',
      },
    });
  });

  it('leaves out details and extras an error does not have', async () => {
    const res = await throwing(new ApiError('not_found', 'No part with that id.'));
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No part with that id.', status: 404 } });
  });

  it('shows at most 20 details and says how many there were', async () => {
    const many = Array.from({ length: 25 }, (_, n) => detail(n));
    const body = (await (await throwing(new ApiError('validation_failed', 'Bad.', many))).json()) as {
      error: { details: ErrorDetail[]; details_total?: number };
    };
    expect(MAX_DETAILS).toBe(20);
    expect(body.error.details).toEqual(many.slice(0, 20));
    expect(body.error.details_total).toBe(25);

    const exactly = (await (await throwing(new ApiError('validation_failed', 'Bad.', many.slice(0, 20)))).json()) as {
      error: { details: ErrorDetail[]; details_total?: number };
    };
    expect(exactly.error.details).toHaveLength(20);
    expect(exactly.error).not.toHaveProperty('details_total');
  });

  it('over 20, shows every field’s first problem before unknown fields and a list’s further items', async () => {
    const unknown = Array.from({ length: 30 }, (_, n) => ({ field: `f${n}`, code: 'unknown_field', message: 'Unknown.' }));
    const items = Array.from({ length: 30 }, (_, n) => ({ field: `part_ids.${n}`, code: 'not_found', message: 'No part.' }));
    const window = { field: 'pickup_window_start', code: 'in_past', message: 'Past.' };
    const res = await throwing(new ApiError('validation_failed', 'Bad.', [...unknown, ...items, window]));
    const { error } = (await res.json()) as { error: { details: ErrorDetail[]; details_total: number } };
    expect(error.details_total).toBe(61);
    expect(error.details).toEqual([...unknown.slice(0, 18), items[0], window]);
  });

  it('clips long messages and echoed field names, and keeps a detail’s nearest window', async () => {
    const nearest = { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T15:00:00.000Z' };
    const res = await throwing(
      new ApiError('validation_failed', 'm'.repeat(400), [
        { field: 'f'.repeat(150), code: 'invalid_value', message: 'd'.repeat(400), nearest_window: nearest },
      ]),
    );
    const { error } = (await res.json()) as {
      error: { message: string; details: (ErrorDetail & { nearest_window?: unknown })[] };
    };
    expect(error.message).toBe(`${'m'.repeat(300)}…`);
    expect(error.details[0]).toEqual({
      field: `${'f'.repeat(100)}…`,
      code: 'invalid_value',
      message: `${'d'.repeat(300)}…`,
      nearest_window: nearest,
    });
  });

  it('closes the connection after a 413, whose body was never read', async () => {
    const res = await throwing(new ApiError('payload_too_large', 'Too big.'));
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
  });

  it("turns Hono's own HTTP errors into the documented codes", async () => {
    const cases: [number, number, string, string][] = [
      [413, 413, 'payload_too_large', 'The request body is too large.'],
      [415, 415, 'unsupported_media_type', 'Request bodies must be application/json.'],
      [302, 500, 'internal_error', 'Something went wrong on our side.'],
      [400, 400, 'invalid_parameter', 'The request is malformed.'],
      [499, 400, 'invalid_parameter', 'The request is malformed.'],
      [500, 500, 'internal_error', 'Something went wrong on our side.'],
      [503, 500, 'internal_error', 'Something went wrong on our side.'],
    ];
    for (const [thrown, status, code, message] of cases) {
      const res = await throwing(new HTTPException(thrown as 400));
      expect(res.status, String(thrown)).toBe(status);
      expect(await res.json()).toEqual({ error: { code, message, status } });
      expect(res.headers.get('Connection'), String(thrown)).toBe(thrown === 413 ? 'close' : null);
    }
  });

  it('answers anything else with a 500 that tells nothing, and logs it with the request id', async () => {
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args), info: () => {} } as unknown as Logger;
    const res = await throwing(new Error('db password is hunter2'), logger);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', status: 500 },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toMatchObject({ request_id: 'req_1' });
    expect(logged[0]![1]).toBe('unexpected error');
  });

  it('writes to the console when there is no logger', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await throwing(new Error('boom'))).status).toBe(500);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]![0]).toBe('unexpected error');
  });
});

describe('handleNotFound', () => {
  it('answers 404 naming the method and the clipped path', async () => {
    const res = await middlewareApp().request(`http://localhost/v1/${'x'.repeat(120)}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', status: 404, message: `No route for DELETE ${`/v1/${'x'.repeat(120)}`.slice(0, 100)}….` },
    });
  });
});
