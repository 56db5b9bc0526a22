import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contract/common';
import { ERROR_CODES, errorBodySchema } from '../../contract/errors';
import { OPERATIONS, type Operation } from './openapi-operations';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid parameters, JSON or cursor',
  401: 'Missing or invalid credential',
  403: 'The key lacks the required scope, or the plan is not Enterprise',
  404: 'No such resource in this account',
  409: 'Conflict (idempotency key in use, order already completed, or part in an open order)',
  422: 'Validation failed; see error.details',
  429: 'Rate limit exceeded; retry after X-RateLimit-Reset',
  500: 'Internal error',
};

const PARAM_TEXT: Record<string, string> = {
  limit: `Page size, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  after: 'Opaque cursor from meta.next_cursor of the previous page; only valid with the same filters.',
  from: 'Year-month-day (UTC); records created on or after this day.',
  to: 'Year-month-day (UTC); records created on or before this day.',
  q: 'Case-insensitive substring of internal_label, serial_number, manufacturer or model (1 to 100 characters, no control characters).',
  wear_min: 'Integer 0 to 100: only parts with wear_level at or above it.',
  wear_max: 'Integer 0 to 100: only parts with wear_level at or below it (not below wear_min).',
  due_within: 'Integer 0 to 365: only parts whose forecast_due_at is at most this many days from now (parts already due included; no forecast excluded).',
  sort: '-created_at (newest first, default), -wear_level, wear_level, forecast_due_at (soonest first, unknown last) or -last_serviced_at (never serviced last); ties by id. The cursor belongs to one sort.',
};

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: 'Requests allowed per minute.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix epoch seconds when the window resets.', schema: { type: 'integer' } },
};

const rateLimitedHeaders = {
  ...rateLimitHeaders,
  'X-RateLimit-Scope': {
    description: 'Which budget ran out: account (all API keys of the account), session (a portal user), address (no valid credential).',
    schema: { type: 'string', enum: ['account', 'session', 'address'] },
  },
};

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    headers: status === 429 ? rateLimitedHeaders : rateLimitHeaders,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function parametersOf(operation: Operation) {
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = Object.entries(operation.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    ...(PARAM_TEXT[name] ? { description: PARAM_TEXT[name] } : {}),
    schema: jsonSchema(schema as z.ZodMiniType, 'input'),
  }));
  return [...pathParams, ...queryParams];
}

function operationObject(operation: Operation) {
  const statuses = [...new Set([...operation.errors, 401, 403, 429, 500])].sort((a, b) => a - b);
  const idempotencyHeader = {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'A UUID; a repeat with the same key within 24 hours replays the first response.',
    schema: { type: 'string', format: 'uuid' },
  };
  return {
    summary: operation.summary,
    description: `Requires the \`${operation.scope}\` scope.${operation.sandboxOnly ? ' Only on sandbox servers.' : ''}`,
    'x-required-scope': operation.scope,
    security: [{ bearerAuth: [] }],
    parameters: [...parametersOf(operation), ...(operation.method === 'post' ? [idempotencyHeader] : [])],
    ...(operation.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } },
    }),
    responses: {
      [operation.success.status]: {
        description: operation.success.status === 201 ? 'Created' : 'OK',
        headers: rateLimitHeaders,
        content: { 'application/json': { schema: jsonSchema(operation.success.schema, 'output') } },
      },
      ...Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])),
    },
  };
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Whetstone v1',
      version: '1.0.0',
      description:
        'Parts, service orders and invoices. Lists are newest first with opaque cursors. ' +
        `Error codes: ${Object.keys(ERROR_CODES).join(', ')}.`,
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: wsk_live_…' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}

let cached: ReturnType<typeof buildDocument> | undefined;

/** The OpenAPI 3.1 description of v1, generated from the contract schemas once. */
export function openapiDocument() {
  cached ??= buildDocument();
  return cached;
}
