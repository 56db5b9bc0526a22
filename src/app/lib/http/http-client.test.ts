import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, NetworkError } from './api-error';
import { setCsrfToken } from './csrf-token';
import { apiRequest } from './http-client';
import { getPausedUntil } from './rate-limit-store';

const okSchema = z.object({ data: z.object({ ok: z.boolean() }) });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the session cookie, and the CSRF token only on unsafe methods', async () => {
    setCsrfToken('csrf-123');
    fetchMock.mockImplementation(async () => json(200, { data: { ok: true } }));
    await apiRequest({ path: '/v1/parts', query: { limit: 100, after: undefined, status: '' }, schema: okSchema });
    await apiRequest({ method: 'POST', path: '/v1/parts', body: { a: 1 }, schema: okSchema, idempotencyKey: 'key-1' });

    const [getUrl, getInit] = fetchMock.mock.calls[0]!;
    expect(getUrl).toBe('/v1/parts?limit=100');
    expect(getInit?.credentials).toBe('include');
    expect(new Headers(getInit?.headers).has('X-CSRF-Token')).toBe(false);

    const postHeaders = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(postHeaders.get('X-CSRF-Token')).toBe('csrf-123');
    expect(postHeaders.get('Idempotency-Key')).toBe('key-1');
    expect(postHeaders.get('Content-Type')).toBe('application/json');
  });

  it('sends the session cookie to a v1 server at another origin (VITE_API_BASE_URL)', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test');
    try {
      fetchMock.mockImplementation(async () => json(200, { data: { ok: true } }));
      await apiRequest({ method: 'DELETE', path: '/portal/session', schema: null });
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('https://api.example.test/portal/session');
      expect(init?.credentials).toBe('include');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('reports the rate-limit headers of an answer to a caller that paces itself', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        { data: { ok: true } },
        { 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '1795000000' },
      ),
    );
    const onRateLimit = vi.fn();
    await apiRequest({ path: '/v1/invoices', schema: okSchema, onRateLimit });
    expect(onRateLimit).toHaveBeenCalledWith({ limit: 120, remaining: 7, reset: 1795000000, retryAfter: null });
  });

  it('waits out a 429 until X-RateLimit-Reset, then re-sends the same request by itself', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00.000Z'));
    const reset = Math.floor(Date.now() / 1000) + 3;
    fetchMock
      .mockResolvedValueOnce(
        json(
          429,
          { error: { code: 'rate_limited', message: 'Slow down', status: 429, limit: 'minute' } },
          {
            'X-RateLimit-Limit': '120',
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': String(reset),
            'Retry-After': '3',
          },
        ),
      )
      .mockResolvedValueOnce(json(201, { data: { ok: true } }));

    const result = apiRequest({ method: 'POST', path: '/v1/orders', body: {}, schema: okSchema, idempotencyKey: 'same-key' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getPausedUntil()).toBe(reset * 1000);

    await vi.advanceTimersByTimeAsync(2_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getPausedUntil()).toBeNull();
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['same-key', 'same-key']);
  });

  it('holds other requests while rate limited instead of hitting the limit again', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00.000Z'));
    fetchMock
      .mockResolvedValueOnce(json(429, { error: { code: 'rate_limited', message: 'x', status: 429 } }, { 'Retry-After': '2' }))
      .mockImplementation(async () => json(200, { data: { ok: true } }));

    const first = apiRequest({ path: '/v1/parts', schema: okSchema });
    await vi.advanceTimersByTimeAsync(0);
    const second = apiRequest({ path: '/v1/orders', schema: okSchema });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_100);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('parses an error body into a typed ApiError with scope and rate-limit headers', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        403,
        { error: { code: 'insufficient_scope', message: 'Needs parts:write', status: 403, required_scope: 'parts:write' } },
        { 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '1790000000' },
      ),
    );
    const error = await apiRequest({ path: '/v1/parts', schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_scope',
      message: 'Needs parts:write',
      requiredScope: 'parts:write',
      rateLimit: { limit: 120, remaining: 7, reset: 1790000000, retryAfter: null },
    });
  });

  it('keeps field details from a 422', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          status: 422,
          details: [{ field: 'internal_label', code: 'required', message: 'Required' }],
        },
      }),
    );
    const error = (await apiRequest({ method: 'POST', path: '/v1/parts', body: {}, schema: okSchema }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.fieldErrors()).toEqual({ internal_label: 'Required' });
  });

  it('turns a non-JSON 502 from a proxy into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest({ path: '/v1/parts', schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'server_unavailable' });
    expect((error as ApiError).message).toContain('502');
  });

  it('reports a dropped connection as a NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest({ path: '/v1/parts', schema: okSchema })).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a success body that does not match the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: 'yes' } }));
    await expect(apiRequest({ path: '/v1/parts', schema: okSchema })).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
    });
  });

  it('accepts an empty 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest({ method: 'DELETE', path: '/portal/session', schema: null })).resolves.toBeUndefined();
  });
});
