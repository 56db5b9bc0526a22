import type * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#contract/common';
import { MAX_BATCH_BODY_BYTES, MAX_BODY_BYTES } from '#server/http/middleware/limits/request-guards';
import { jsonSchema, type JsonSchema } from './json-schema';

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid or unknown query parameters, malformed JSON, an invalid cursor or Idempotency-Key',
  401: 'Missing or invalid credential',
  403: 'The key lacks the required scope, or the plan is not Enterprise',
  404: 'No such resource in this account',
  409: 'Conflict: the Idempotency-Key is in use by a request still running, or the resource is in the wrong state (order already completed, part in an open order)',
  413: `The body is larger than ${MAX_BODY_BYTES} bytes (${MAX_BATCH_BODY_BYTES} for POST /v1/parts/batch; the connection is closed)`,
  415: 'The body is not application/json',
  422: 'Validation failed (see error.details), or the Idempotency-Key was used with a different request',
  429: 'Rate limit exceeded; retry after Retry-After seconds',
  500: 'Internal error',
};

const PARAM_TEXT: Record<string, string> = {
  limit: `Page size, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  after: 'Opaque cursor from meta.next_cursor of the previous page; only valid with the same filters.',
  from: 'Year-month-day (UTC); records created on or after this day.',
  to: 'Year-month-day (UTC); records created on or before this day.',
  q: 'Case-insensitive substring of internal_label, serial_number, manufacturer or model (1 to 100 characters, no control characters); a serial number also matches by its letters and digits alone, so "NW 01171" and "nw01171" find "NW-01171".',
  wear_min: 'Integer 0 to 100: only parts with wear_level at or above it.',
  wear_max: 'Integer 0 to 100: only parts with wear_level at or below it (not below wear_min).',
  due_within:
    'Integer 0 to 365: only parts whose forecast_due_at is at most this many days from now (parts already due included; no forecast excluded).',
  sort: '-created_at (newest first, default), -wear_level, wear_level, forecast_due_at (soonest first, unknown last) or -last_serviced_at (never serviced last); ties by id. The cursor belongs to one sort.',
};

/** Query strings are text to the contract; the document says what a client sends. */
const PARAM_SCHEMA: Record<string, JsonSchema> = {
  limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
  wear_min: { type: 'integer', minimum: 0, maximum: 100 },
  wear_max: { type: 'integer', minimum: 0, maximum: 100 },
  due_within: { type: 'integer', minimum: 0, maximum: 365 },
};

const integerHeader = (description: string) => ({ description, required: true, schema: { type: 'integer' } });

/** On every v1 and sandbox response, errors included. */
export const COMMON_HEADERS = {
  'X-RateLimit-Limit': integerHeader('Requests allowed per minute.'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current minute.'),
  'X-RateLimit-Reset': integerHeader('Unix epoch seconds when the window resets.'),
  'X-Request-Id': { description: 'Names this request in the server log.', required: true, schema: { type: 'string' } },
};

/** On a 429. */
const RATE_LIMITED = {
  'Retry-After': integerHeader('Seconds to wait before retrying.'),
  'X-RateLimit-Scope': {
    description:
      'Which budget ran out: account (all API keys of the account), session (a portal user), address (no valid credential).',
    required: true,
    schema: { type: 'string', enum: ['account', 'session', 'address'] },
  },
};
const WWW_AUTHENTICATE = { 'WWW-Authenticate': { description: 'Bearer', required: true, schema: { type: 'string' } } };
export const IDEMPOTENT_REPLAYED = {
  'Idempotent-Replayed': {
    description: 'Present, and `true`, when this is the saved response of an earlier request with the same Idempotency-Key.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  },
};

export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    '1 to 255 printable ASCII characters, not only spaces (a UUID is recommended). A repeat with the same key within 24 hours ' +
    'replays the first response; with a different request it answers 422 idempotency_key_reused; while the first is ' +
    'still running, 409 idempotency_key_in_use.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]*[\\x21-\\x7E][\\x20-\\x7E]*$' },
};

export function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    headers: { ...COMMON_HEADERS, ...(status === 429 ? RATE_LIMITED : {}), ...(status === 401 ? WWW_AUTHENTICATE : {}) },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** `paramText` says what a parameter means on this operation when it is not what PARAM_TEXT says for lists. */
/** A parameter the contract's query schema does not wrap in `optional` must be sent. */
const isRequired = (schema: unknown) => (schema as { _zod?: { optin?: string } })._zod?.optin !== 'optional';

export function queryParameters(
  query: z.ZodMiniObject | undefined,
  paramText: Record<string, string> = {},
  paramSchema: Record<string, JsonSchema> = {},
) {
  return Object.entries(query?.shape ?? {}).map(([name, schema]) => {
    const description = paramText[name] ?? PARAM_TEXT[name];
    return {
      name,
      in: 'query',
      required: isRequired(schema),
      ...(description ? { description } : {}),
      schema: paramSchema[name] ?? PARAM_SCHEMA[name] ?? jsonSchema(schema as z.ZodMiniType, 'input'),
    };
  });
}

/** `path` in OpenAPI's `{id}` form. */
export function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
}
