import { generateSpecs } from 'hono-openapi';
import { ERROR_CODES, errorBodySchema } from '#contract/errors';
import { apiRoutes } from '#server/http/api-routes';
import { errorResponse, IDEMPOTENCY_KEY_PARAMETER, IDEMPOTENT_REPLAYED, pathParameters } from './fragments';
import { jsonSchema } from './json-schema';
import { SIGNATURE_SCHEME, webhooksSection } from './webhooks-section';

interface Operation {
  parameters?: { in?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { headers?: object }>;
}

/**
 * What the request pipeline adds to every operation, by its method and path: the path
 * parameters; on a POST the Idempotency-Key and Idempotent-Replayed; and the statuses the
 * shared middleware answers: 400 (unknown query parameters, JSON, Idempotency-Key), 401,
 * 403, 429 and 500 everywhere, 404 with an id in the path, 409 and 422 (idempotency) on a
 * POST, 413, 415 and 422 with a body.
 */
function withPipeline(path: string, method: string, operation: Operation): Operation {
  const post = method === 'post';
  const statuses = [400, 401, 403, 429, 500];
  if (path.includes('{')) statuses.push(404);
  if (post) statuses.push(409, 422);
  if (operation.requestBody) statuses.push(413, 415, 422);
  const responses = { ...operation.responses };
  for (const status of statuses) responses[status] ??= errorResponse(status);
  if (post) {
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith('2')) responses[status] = { ...response, headers: { ...response.headers, ...IDEMPOTENT_REPLAYED } };
    }
  }
  return {
    ...operation,
    // hono-openapi adds a bare path parameter; the document's come first and say an id is never empty.
    parameters: [
      ...pathParameters(path),
      ...(operation.parameters ?? []).filter((parameter) => parameter.in !== 'path'),
      ...(post ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    responses,
  };
}

async function buildDocument(sandbox: boolean) {
  const { webhooks, schemas } = webhooksSection();
  const { openapi, info, servers, paths, components } = await generateSpecs(apiRoutes({ sandbox }), {
    documentation: {
      info: {
        title: 'Whetstone v1',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Whetstone-Proprietary' },
        description:
          'Parts, service orders and invoices. Lists are newest first with opaque cursors. ' +
          `Error codes: ${Object.keys(ERROR_CODES).join(', ')}. ` +
          'Before routing, a request line and headers over 16 KB answer 431, headers not in within 10 s or a whole ' +
          'request not within 30 s answer 408, each with the Error body. ' +
          SIGNATURE_SCHEME,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key: wsk_test_… from this sandbox (a live service issues wsk_live_…)',
          },
        },
        schemas: { Error: jsonSchema(errorBodySchema, 'output'), ...schemas },
      },
    },
  });
  // A path item hono-openapi generates holds only operations, keyed by method.
  const completed = Object.entries(paths as Record<string, Record<string, Operation>>).map(([path, methods]) => [
    path,
    Object.fromEntries(Object.entries(methods).map(([method, operation]) => [method, withPipeline(path, method, operation)])),
  ]);
  return { openapi, info, servers, paths: Object.fromEntries(completed) as typeof paths, webhooks, components };
}

type OpenApiDocument = Awaited<ReturnType<typeof buildDocument>>;

const cached = new Map<boolean, Promise<OpenApiDocument>>();

/**
 * The OpenAPI 3.1 description of v1 (with the sandbox controls when they are on),
 * generated once from the operations the routes declare and the contract schemas.
 */
export function openapiDocument({ sandbox }: { sandbox: boolean }): Promise<OpenApiDocument> {
  let document = cached.get(sandbox);
  if (!document) {
    document = buildDocument(sandbox);
    cached.set(sandbox, document);
  }
  return document;
}
