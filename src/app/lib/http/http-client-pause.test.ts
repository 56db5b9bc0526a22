import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, NetworkError } from './api-error';
import { apiRequest, buildUrl, resumeTime } from './http-client';
import { getPauseReason, getPausedUntil } from './rate-limit-store';

/** The 429 pause's arithmetic and what it reports, and the headers and body each request carries. */

const okSchema = z.object({ data: z.object({ ok: z.boolean() }) });
const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const info = (reset: number | null, retryAfter: number | null) => ({ limit: null, remaining: null, reset, retryAfter });

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const tooMany = (headers: Record<string, string>, limit?: string) =>
  answer(429, { error: { code: 'rate_limited', message: 'Slow down', status: 429, limit } }, { 'Retry-After': '1', ...headers });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  // Lets any pause a test left behind run out, so the next test starts unpaused.
  await vi.advanceTimersByTimeAsync(120_000);
  expect(getPausedUntil()).toBeNull();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('resumeTime', () => {
  it('prefers the reset the server named while it is still ahead', () => {
    expect(resumeTime(info(NOW / 1000 + 7, 2), NOW)).toBe(NOW + 7_000);
  });

  it('falls back to Retry-After once the reset is now or past', () => {
    expect(resumeTime(info(NOW / 1000, 2), NOW)).toBe(NOW + 2_000);
    expect(resumeTime(info(NOW / 1000 - 5, 3), NOW)).toBe(NOW + 3_000);
    expect(resumeTime(info(null, 4), NOW)).toBe(NOW + 4_000);
  });

  it('waits 30 seconds when neither header helps', () => {
    expect(resumeTime(info(null, 0), NOW)).toBe(NOW + 30_000);
    expect(resumeTime(info(null, null), NOW)).toBe(NOW + 30_000);
  });
});

describe('the reason a 429 reports to the countdown banner', () => {
  async function reasonAfter(response: Response) {
    fetchMock.mockResolvedValueOnce(response).mockResolvedValue(answer(200, { data: { ok: true } }));
    const request = apiRequest({ path: '/v1/parts', schema: okSchema });
    await vi.advanceTimersByTimeAsync(0);
    const reason = getPauseReason();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(request).resolves.toEqual({ data: { ok: true } });
    return reason;
  }

  it.each(['session', 'account', 'address'] as const)('names the %s budget and its window', async (scope) => {
    const reason = await reasonAfter(tooMany({ 'X-RateLimit-Scope': scope, 'X-RateLimit-Limit': '120' }, 'minute'));
    expect(reason).toEqual({ scope, limit: 120, window: 'minute' });
  });

  it('reports a daily budget', async () => {
    expect(await reasonAfter(tooMany({ 'X-RateLimit-Scope': 'account' }, 'day'))).toEqual({
      scope: 'account',
      limit: null,
      window: 'day',
    });
  });

  it('leaves out what it does not recognise, and copes with a body that is not JSON', async () => {
    expect(await reasonAfter(tooMany({ 'X-RateLimit-Scope': 'planet' }, 'week'))).toEqual({
      scope: null,
      limit: null,
      window: null,
    });
    const proxy = new Response('<html>429</html>', { status: 429, headers: { 'Retry-After': '1' } });
    expect(await reasonAfter(proxy)).toEqual({ scope: null, limit: null, window: null });
  });
});

describe('apiRequest', () => {
  it('gives up after five 429s in a row and surfaces the sixth', async () => {
    fetchMock.mockImplementation(async () => tooMany({}));
    const request = apiRequest({ path: '/v1/parts', schema: okSchema });
    const settled = request.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('asks for JSON, labels a body as JSON and sends it serialised; no body, no Content-Type', async () => {
    fetchMock.mockImplementation(async () => answer(200, { data: { ok: true } }));
    await apiRequest({ method: 'POST', path: '/v1/parts', body: { label: 'A' }, schema: okSchema });
    await apiRequest({ method: 'POST', path: '/v1/parts/p/retire', schema: okSchema });
    const [withBody, without] = fetchMock.mock.calls.map(([, init]) => ({ init, headers: new Headers(init?.headers) }));
    expect(withBody!.init?.method).toBe('POST');
    expect(withBody!.init?.body).toBe('{"label":"A"}');
    expect(withBody!.headers.get('Content-Type')).toBe('application/json');
    expect(withBody!.headers.get('Accept')).toBe('application/json');
    expect(without!.init?.body).toBeUndefined();
    expect(without!.headers.has('Content-Type')).toBe(false);
    expect(without!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('returns nothing for a request that expects no body, whatever the server sends', async () => {
    fetchMock.mockResolvedValue(answer(200, { unexpected: true }));
    await expect(apiRequest({ method: 'DELETE', path: '/v1/api-keys/k', schema: null })).resolves.toBeUndefined();
  });

  it('a request cancelled in flight rejects with the cancellation, not as a network failure', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort(new DOMException('navigated away', 'AbortError'));
      throw new TypeError('aborted');
    });
    const error = await apiRequest({ path: '/v1/parts', schema: okSchema, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('a request cancelled while it waits out a pause stops waiting', async () => {
    fetchMock.mockResolvedValueOnce(tooMany({ 'Retry-After': '20' }));
    const controller = new AbortController();
    const request = apiRequest({ path: '/v1/parts', schema: okSchema, signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await request).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('buildUrl', () => {
  it('joins a configured API base without doubling slashes, and drops empty query values', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test//');
    expect(buildUrl('/v1/parts', { limit: 0, q: '', after: null, sort: undefined, ok: false })).toBe(
      'https://api.example.test/v1/parts?limit=0&ok=false',
    );
  });
});
