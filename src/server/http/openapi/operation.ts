import type { MiddlewareHandler } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import type * as z from 'zod/mini';
import type { Scope } from '#contract/scopes';
import type { AppEnv } from '#server/http/app-env';
import { requireScope } from '#server/http/middleware/auth/require-scope';
import { refuseUnknownQueryParams } from '#server/http/middleware/known-query-params';
import { COMMON_HEADERS, errorResponse, queryParameters } from './fragments';
import { jsonSchema, type JsonSchema } from './json-schema';

/** One operation as its route declares it; the document adds what the shared middleware answers (openapi-document.ts). */
export interface OperationDescription {
  /** Unique, camelCase: the method name a generated client gets. */
  operationId: string;
  summary: string;
  scope: Scope;
  /** Also the allow-list: a query parameter it does not name is refused with 400. */
  query?: z.ZodMiniObject;
  /** What a query parameter means here, when not what the list parameters' shared text says. */
  paramText?: Record<string, string>;
  /** A query parameter's type here, when not the list parameters' (a `limit` with another default). */
  paramSchema?: Record<string, JsonSchema>;
  body?: z.ZodMiniType;
  /** The body may be left out (a write that takes no fields). */
  bodyOptional?: boolean;
  /** 204: the answer has no body (a delete that returns nothing). */
  success: { status: 200 | 201; schema: z.ZodMiniType } | { status: 204 };
  /** A second success the operation answers (POST /v1/parts/batch: 201 created, 200 to a dry run). */
  alsoSuccess?: { status: 200 | 201; schema: z.ZodMiniType; description: string };
  /** Error statuses this operation's own logic answers. */
  errors: number[];
  sandboxOnly?: boolean;
  /** What the operation does beyond its schemas, added to the description. */
  notes?: string;
}

function operationObject(operation: OperationDescription) {
  const { scope, sandboxOnly, notes, body, success, alsoSuccess } = operation;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `Requires the \`${scope}\` scope.${sandboxOnly ? ' Only on sandbox servers.' : ''}${notes ? ` ${notes}` : ''}`,
    'x-required-scope': scope,
    security: [{ bearerAuth: [] }],
    parameters: queryParameters(operation.query, operation.paramText, operation.paramSchema),
    ...(body && {
      requestBody: { required: !operation.bodyOptional, content: { 'application/json': { schema: jsonSchema(body, 'input') } } },
    }),
    responses: {
      [success.status]:
        success.status === 204
          ? { description: 'No Content', headers: COMMON_HEADERS }
          : {
              description: success.status === 201 ? 'Created' : 'OK',
              headers: COMMON_HEADERS,
              content: { 'application/json': { schema: jsonSchema(success.schema, 'output') } },
            },
      ...(alsoSuccess && {
        [alsoSuccess.status]: {
          description: alsoSuccess.description,
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: jsonSchema(alsoSuccess.schema, 'output') } },
        },
      }),
      ...Object.fromEntries(operation.errors.map((status) => [status, errorResponse(status)])),
    },
  };
}

/**
 * The first middleware of every v1 and sandbox route: it refuses query parameters the
 * operation does not take, then a caller without its scope (requireScope, which runs
 * idempotency after the check), and it carries the operation's OpenAPI description,
 * which hono-openapi finds when the document is generated from the routes.
 */
export function operation(description: OperationDescription): MiddlewareHandler<AppEnv> {
  const allowed = new Set(Object.keys(description.query?.shape ?? {}));
  const scopeCheck = requireScope(description.scope);
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    refuseUnknownQueryParams(c.req.url, allowed);
    return scopeCheck(c, next);
  };
  // Built when the document is generated, not every time an app mounts its routes (every test app does).
  let spec: ReturnType<typeof operationObject> | undefined;
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      get spec() {
        return (spec ??= operationObject(description));
      },
    },
  });
}
