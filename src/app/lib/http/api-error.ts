import * as z from 'zod/mini';
import { errorBodySchema, type ErrorDetail } from '#contract/errors';

export interface RateLimitInfo {
  limit: number | null;
  remaining: number | null;
  /** Unix epoch seconds at which the window resets. */
  reset: number | null;
  /** Seconds, from Retry-After (429 only). */
  retryAfter: number | null;
}

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  requiredScope?: string | null;
  limit?: string | null;
  rateLimit?: RateLimitInfo;
}

/** A v1 or portal endpoint answered with an error status (or an answer the contract can't read). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly requiredScope: string | null;
  /** Which rate limit was hit on a 429: `minute` or `day`. */
  readonly limit: string | null;
  readonly rateLimit: RateLimitInfo;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requiredScope = init.requiredScope ?? null;
    this.limit = init.limit ?? null;
    this.rateLimit = init.rateLimit ?? { limit: null, remaining: null, reset: null, retryAfter: null };
  }

  fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.details.map((d) => [d.field, d.message]));
  }
}

/** The request never got an HTTP answer (offline, DNS, connection dropped). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached. Check your connection and try again.', { cause });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads worth retrying: the network failed or the server had a problem (5xx). Never 4xx. */
export function isTransientError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

function numberHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readRateLimit(headers: Headers): RateLimitInfo {
  return {
    limit: numberHeader(headers, 'X-RateLimit-Limit'),
    remaining: numberHeader(headers, 'X-RateLimit-Remaining'),
    reset: numberHeader(headers, 'X-RateLimit-Reset'),
    retryAfter: numberHeader(headers, 'Retry-After'),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds an ApiError from any error response, including non-JSON bodies from proxies. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const rateLimit = readRateLimit(response.headers);
  const text = await response.text().catch(() => '');
  const parsed = z.safeParse(errorBodySchema, parseJson(text));
  if (parsed.success) {
    const e = parsed.data.error;
    return new ApiError({
      status: response.status,
      code: e.code,
      message: e.message,
      details: e.details,
      requiredScope: e.required_scope,
      limit: e.limit,
      rateLimit,
    });
  }
  const reason = response.statusText ? ` ${response.statusText}` : '';
  return new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'server_unavailable' : 'unexpected_response',
    message: `The server answered ${response.status}${reason} without a readable error.`,
    rateLimit,
  });
}
