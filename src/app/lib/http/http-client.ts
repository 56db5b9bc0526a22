import * as z from 'zod/mini';
import { ApiError, NetworkError, apiErrorFromResponse, readRateLimit, type RateLimitInfo } from './api-error';
import { getCsrfToken } from './csrf-token';
import { getPausedUntil, holdUntil, release, type PauseReason } from './rate-limit-store';
import { takeServedAnswer } from './served-answers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: Method;
  /** Path from the API root, e.g. `/v1/parts`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Contract schema the success body must match; null when no body is expected. */
  schema: z.ZodMiniType<T> | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Called with the rate-limit headers of every answer, for callers that pace themselves (bulk exports). */
  onRateLimit?: (info: RateLimitInfo) => void;
}

/** A 429 is waited out and re-sent; after this many in a row the error surfaces. */
const MAX_RATE_LIMIT_WAITS = 5;
const FALLBACK_RATE_LIMIT_WAIT_MS = 30_000;

function apiBaseUrl(): string {
  const configured: string | undefined = import.meta.env.VITE_API_BASE_URL;
  return (configured ?? '').replace(/\/+$/, '');
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

/** When to re-send after a 429: the reset time the server named, else Retry-After. */
export function resumeTime(info: RateLimitInfo, now = Date.now()): number {
  if (info.reset !== null && info.reset * 1000 > now) return info.reset * 1000;
  if (info.retryAfter !== null && info.retryAfter > 0) return now + info.retryAfter * 1000;
  return now + FALLBACK_RATE_LIMIT_WAIT_MS;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Which budget a 429 says ran out (X-RateLimit-Scope, X-RateLimit-Limit and the error's `limit`). */
async function pauseReasonOf(response: Response): Promise<PauseReason> {
  const body = (await response.json().catch(() => null)) as { error?: { limit?: unknown } } | null;
  const window = body?.error?.limit;
  const scope = response.headers.get('X-RateLimit-Scope');
  return {
    scope: scope === 'session' || scope === 'account' || scope === 'address' ? scope : null,
    limit: readRateLimit(response.headers).limit,
    window: window === 'minute' || window === 'day' ? window : null,
  };
}

/** Every request waits while the account is rate limited, so a burst does not hit 429 again. */
async function waitForRateLimit(signal?: AbortSignal): Promise<void> {
  for (let until = getPausedUntil(); until !== null; until = getPausedUntil()) {
    const wait = until - Date.now();
    if (wait > 0) await sleep(wait, signal);
    release();
  }
}

function headersFor<T>(request: ApiRequest<T>, method: Method): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const token = getCsrfToken();
    if (token) headers.set('X-CSRF-Token', token);
  }
  if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
  return headers;
}

function parseAnswer<T>(json: unknown, status: number, schema: z.ZodMiniType<T>): T {
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    throw new ApiError({
      status,
      code: 'invalid_response',
      message: 'The server answered in a shape this portal does not understand.',
    });
  }
  return parsed.data;
}

async function parseBody<T>(response: Response, schema: z.ZodMiniType<T>): Promise<T> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  return parseAnswer(json, response.status, schema);
}

/**
 * Sends one API request with the session cookie. A 429 is waited out (the countdown
 * banner reads the shared pause) and the same request, same Idempotency-Key, is re-sent.
 * Other errors are thrown as ApiError / NetworkError; retrying them is the caller's choice.
 */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const url = buildUrl(request.path, request.query);
  // The cold load's HTML may carry this read's answer already (served-answers.ts).
  const served = method === 'GET' && request.schema !== null && apiBaseUrl() === '' ? takeServedAnswer(url) : undefined;
  if (served !== undefined && request.schema !== null) return parseAnswer(served, 200, request.schema);
  for (let waits = 0; ; waits++) {
    await waitForRateLimit(request.signal);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        // Not 'same-origin': a portal built against another origin (VITE_API_BASE_URL) signs in there.
        credentials: 'include',
        headers: headersFor(request, method),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    request.onRateLimit?.(readRateLimit(response.headers));
    if (response.status === 429 && waits < MAX_RATE_LIMIT_WAITS) {
      holdUntil(resumeTime(readRateLimit(response.headers)), await pauseReasonOf(response));
      continue;
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    if (request.schema === null || response.status === 204) return undefined as T;
    return parseBody(response, request.schema);
  }
}
