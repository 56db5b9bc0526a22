import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, apiErrorFromResponse, isApiError, isTransientError, readRateLimit } from './api-error';

const noLimits = { limit: null, remaining: null, reset: null, retryAfter: null };
const apiError = (status: number) => new ApiError({ status, code: 'x', message: 'x' });

describe('ApiError', () => {
  it('names itself and defaults to no details, scope, limit or rate-limit headers', () => {
    const error = new ApiError({ status: 409, code: 'conflict', message: 'Already cancelled.' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Already cancelled.');
    expect(error.status).toBe(409);
    expect(error.code).toBe('conflict');
    expect(error.details).toEqual([]);
    expect(error.requiredScope).toBeNull();
    expect(error.limit).toBeNull();
    expect(error.rateLimit).toEqual(noLimits);
    expect(error.fieldErrors()).toEqual({});
  });

  it('keeps what the server said, and maps field details to messages by field', () => {
    const rateLimit = { limit: 60, remaining: 0, reset: 1_800_000_000, retryAfter: 12 };
    const error = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'Slow down.',
      details: [
        { field: 'name', code: 'required', message: 'Required.' },
        { field: 'serial', code: 'too_long', message: 'Too long.' },
      ],
      requiredScope: 'parts:write',
      limit: 'minute',
      rateLimit,
    });
    expect(error.requiredScope).toBe('parts:write');
    expect(error.limit).toBe('minute');
    expect(error.rateLimit).toEqual(rateLimit);
    expect(error.fieldErrors()).toEqual({ name: 'Required.', serial: 'Too long.' });
  });
});

describe('NetworkError', () => {
  it('says the server could not be reached and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError(cause);
    expect(error.name).toBe('NetworkError');
    expect(error.message).toBe('The server could not be reached. Check your connection and try again.');
    expect(error.cause).toBe(cause);
    expect(isApiError(error)).toBe(false);
    expect(isApiError(apiError(400))).toBe(true);
  });
});

describe('isTransientError', () => {
  it('retries network failures and 5xx answers, never a 4xx or a bug', () => {
    expect(isTransientError(new NetworkError(new Error('down')))).toBe(true);
    expect(isTransientError(apiError(500))).toBe(true);
    expect(isTransientError(apiError(503))).toBe(true);
    expect(isTransientError(apiError(499))).toBe(false);
    expect(isTransientError(apiError(404))).toBe(false);
    expect(isTransientError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('readRateLimit', () => {
  it('reads the four headers as numbers', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1800000000',
      'Retry-After': '7',
    });
    expect(readRateLimit(headers)).toEqual({ limit: 60, remaining: 0, reset: 1_800_000_000, retryAfter: 7 });
  });

  it('treats missing, blank and unreadable headers as unknown, not zero', () => {
    const headers = new Headers({ 'X-RateLimit-Limit': '   ', 'X-RateLimit-Remaining': 'many', 'Retry-After': '' });
    expect(readRateLimit(headers)).toEqual(noLimits);
  });
});

describe('apiErrorFromResponse', () => {
  it("builds the error from the contract's error body and the rate-limit headers", async () => {
    const body = {
      error: {
        code: 'rate_limited',
        message: 'Too many requests.',
        status: 429,
        details: [{ field: 'limit', code: 'too_big', message: 'Per minute.' }],
        required_scope: 'orders:write',
        limit: 'day',
      },
    };
    const response = new Response(JSON.stringify(body), {
      status: 429,
      headers: { 'Retry-After': '30', 'X-RateLimit-Limit': '1000' },
    });
    const error = await apiErrorFromResponse(response);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests.',
      details: [{ field: 'limit', code: 'too_big', message: 'Per minute.' }],
      requiredScope: 'orders:write',
      limit: 'day',
    });
    expect(error.rateLimit).toEqual({ limit: 1000, remaining: null, reset: null, retryAfter: 30 });
  });

  it('explains an unreadable 5xx from a proxy as the server being unavailable', async () => {
    const error = await apiErrorFromResponse(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.code).toBe('server_unavailable');
    expect(error.status).toBe(502);
    expect(error.message).toBe('The server answered 502 Bad Gateway without a readable error.');
    const plain = await apiErrorFromResponse(new Response('', { status: 500 }));
    expect(plain.code).toBe('server_unavailable');
    expect(plain.message).toBe('The server answered 500 without a readable error.');
  });

  it('calls an unreadable 4xx an unexpected response', async () => {
    const error = await apiErrorFromResponse(new Response('{"message":"nope"}', { status: 499 }));
    expect(error.code).toBe('unexpected_response');
    expect(error.message).toBe('The server answered 499 without a readable error.');
    expect(error.rateLimit).toEqual(noLimits);
  });

  it('still builds an error when the body cannot be read', async () => {
    const response = new Response('x', { status: 503 });
    await response.text();
    const error = await apiErrorFromResponse(response);
    expect(error.code).toBe('server_unavailable');
    expect(error.status).toBe(503);
  });
});
