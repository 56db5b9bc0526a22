import { ERROR_CODES, errorBodySchema } from '#contract/errors';
import {
  COMMON_HEADERS,
  errorStatusesOf,
  IDEMPOTENT_REPLAYED,
  parametersOf,
  RATE_LIMITED,
  STATUS_TEXT,
  WWW_AUTHENTICATE,
} from './openapi/fragments';
import { jsonSchema } from './openapi/json-schema';
import { OPERATIONS, type Operation } from './openapi-operations';

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    headers: { ...COMMON_HEADERS, ...(status === 429 ? RATE_LIMITED : {}), ...(status === 401 ? WWW_AUTHENTICATE : {}) },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function operationObject(operation: Operation) {
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `Requires the \`${operation.scope}\` scope.${operation.sandboxOnly ? ' Only on sandbox servers.' : ''}${operation.notes ? ` ${operation.notes}` : ''}`,
    'x-required-scope': operation.scope,
    security: [{ bearerAuth: [] }],
    parameters: parametersOf(operation),
    ...(operation.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } },
    }),
    responses: {
      [operation.success.status]: {
        description: operation.success.status === 201 ? 'Created' : 'OK',
        headers: { ...COMMON_HEADERS, ...(operation.method === 'post' ? IDEMPOTENT_REPLAYED : {}) },
        content: { 'application/json': { schema: jsonSchema(operation.success.schema, 'output') } },
      },
      ...Object.fromEntries(errorStatusesOf(operation).map((status) => [status, errorResponse(status)])),
    },
  };
}

function buildDocument(sandbox: boolean) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS.filter((candidate) => sandbox || !candidate.sandboxOnly)) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Whetstone v1',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Whetstone-Proprietary' },
      description:
        'Parts, service orders and invoices. Lists are newest first with opaque cursors. ' +
        `Error codes: ${Object.keys(ERROR_CODES).join(', ')}. ` +
        'Before routing, a request line and headers over 16 KB answer 431, headers not in within 10 s or a whole ' +
        'request not within 30 s answer 408, each with the Error body.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: wsk_live_…' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

const cached = new Map<boolean, OpenApiDocument>();

/** The OpenAPI 3.1 description of v1 (with the sandbox controls when they are on), generated from the contract schemas once. */
export function openapiDocument({ sandbox }: { sandbox: boolean }): OpenApiDocument {
  let document = cached.get(sandbox);
  if (!document) {
    document = buildDocument(sandbox);
    cached.set(sandbox, document);
  }
  return document;
}
