import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventResource } from '#contract/events';
import { apiKeySchema } from '#contract/portal';
import { createTestApp } from '#server/testing/test-app';
import { jsonSchema } from './openapi/json-schema';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { v1Routes } from './v1/v1-routes';

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters: { name: string; in: string }[]; requestBody?: unknown }>
  >;
  webhooks: Record<string, Record<string, WebhookOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

type WebhookOperation = {
  operationId: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean; description: string }[];
  requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { description: string }>;
};

const openapiPath = (prefix: string, honoPath: string) => `${prefix}${honoPath.replace(/\/$/, '')}`.replace(/:(\w+)/g, '{$1}');

let served: { status: number; doc: Doc };

// One app for the file, built in a hook: creating the first database is the slow part on a busy machine.
beforeAll(async () => {
  const t = await createTestApp();
  try {
    const res = await t.request('/v1/openapi.json');
    served = { status: res.status, doc: (await res.json()) as Doc };
  } finally {
    await t.close();
  }
});

const fetchDocument = async () => served;

describe('GET /v1/openapi.json', () => {
  it('is served without a credential and looks like OpenAPI 3.1', async () => {
    const { status, doc } = await fetchDocument();
    expect(status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.schemas.Error).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses).length).toBeGreaterThan(1);
        const declared = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      }
    }
  });

  it('documents every route v1Routes and sandboxRoutes serve, with bodies and query parameters', async () => {
    const { doc } = await fetchDocument();
    const served = [
      ...v1Routes().routes.map((r) => [r.method.toLowerCase(), openapiPath('/v1', r.path)]),
      ...sandboxRoutes().routes.map((r) => [r.method.toLowerCase(), openapiPath('/sandbox', r.path)]),
    ].filter(([method, path]) => method !== 'all' && path !== '/v1/openapi.json');
    expect(served.length).toBeGreaterThanOrEqual(12);
    for (const [method, path] of served) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/v1/parts']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/v1/orders']!.get!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'from', 'to', 'limit', 'after']),
    );
    expect(JSON.stringify(doc.paths['/v1/parts']!.get!)).toContain('in_service');
    expect(doc.paths['/v1/parts']!.get!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'wear_min', 'wear_max', 'sort']),
    );
    expect(JSON.stringify(doc.paths['/v1/parts']!.get!)).toContain('forecast_due_at');
  });
});

describe('the document says exactly what the server does', () => {
  type Op = {
    operationId: string;
    parameters: { name: string; in: string; schema: Record<string, unknown> }[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema walked by path
    responses: Record<string, { headers?: Record<string, unknown>; content?: { 'application/json': { schema: any } } }>;
  };
  const op = (path: string, method: string) => (served.doc.paths[path] as unknown as Record<string, Op>)[method]!;
  const allOps = () => Object.values(served.doc.paths).flatMap((methods) => Object.values(methods) as unknown as Op[]);

  it('types limit as an integer 1–100 and requires meta.page and meta.per_page', () => {
    const limit = op('/v1/parts', 'get').parameters.find((p) => p.name === 'limit')!;
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const meta = op('/v1/orders', 'get').responses['200']!.content!['application/json'].schema.properties.meta;
    expect(meta.required).toEqual(expect.arrayContaining(['total', 'next_cursor', 'page', 'per_page']));
  });

  it('lists 413/415/422 on body operations and 400/409/422 on every POST, the sandbox advance included', () => {
    for (const [path, method] of [
      ['/v1/parts', 'post'],
      ['/v1/parts/{id}', 'patch'],
      ['/v1/orders', 'post'],
    ] as const) {
      expect(Object.keys(op(path, method).responses)).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
    }
    expect(Object.keys(op('/sandbox/orders/{id}/advance', 'post').responses)).toEqual(
      expect.arrayContaining(['400', '404', '409', '422']),
    );
  });

  it('documents Idempotency-Key as validated, and Idempotent-Replayed, Retry-After and X-Request-Id', () => {
    const key = op('/v1/orders', 'post').parameters.find((p) => p.name === 'Idempotency-Key')!;
    expect(key.schema).toMatchObject({ type: 'string', minLength: 1, maxLength: 255 });
    expect(key.schema.format).toBeUndefined();
    expect(op('/v1/orders', 'post').responses['201']!.headers).toHaveProperty('Idempotent-Replayed');
    for (const operation of allOps()) {
      expect(operation.responses['429']!.headers).toHaveProperty('Retry-After');
      expect(operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['204']).toHaveProperty([
        'headers',
        'X-Request-Id',
      ]);
    }
  });

  it('gives every operation a unique operationId, string limits on bodies, and the PDF link expiry', () => {
    const ids = allOps().map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const body = JSON.stringify(served.doc.paths['/v1/parts']!.post!.requestBody);
    expect(body).toContain('"maxLength":200');
    const invoice = op('/v1/invoices/{id}', 'get').responses['200']!.content!['application/json'].schema.properties.data;
    expect(invoice.properties.pdf_url.description).toMatch(/expires one hour/);
  });

  it('documents the pickup-window refusals of placing and rescheduling an order, and nearest_window on details', () => {
    for (const [path, method] of [
      ['/v1/orders', 'post'],
      ['/v1/orders/{id}', 'patch'],
    ] as const) {
      const description = (op(path, method) as unknown as { description: string }).description;
      for (const code of ['in_past', 'too_far_ahead', 'holiday', 'outside_business_hours', 'too_soon', 'full']) {
        expect(description).toContain(code);
      }
      expect(description).toContain('nearest_window');
    }
    expect(JSON.stringify(served.doc.components.schemas.Error)).toContain('nearest_window');
  });
});

describe('the webhooks section: what the service POSTs to an endpoint', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema walked by path
  const component = (ref: string): any => served.doc.components.schemas[ref.replace('#/components/schemas/', '')];
  /** A schema without its descriptions: what a client can rely on. */
  const shape = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'description' ? undefined : value));
  type Schema = { properties: Record<string, unknown> };
  const answered = (path: string): unknown =>
    (served.doc.paths[path]!.get!.responses['200'] as { content: { 'application/json': { schema: Schema } } }).content[
      'application/json'
    ].schema.properties.data;

  it('has every event type (and the test event): a signed POST of the event whose data.object is its resource', () => {
    const { webhooks } = served.doc;
    expect(Object.keys(webhooks)).toEqual([...EVENT_TYPES, 'webhook_endpoint.test']);
    const objects: Record<string, string> = {
      part: 'Part',
      order: 'Order',
      invoice: 'Invoice',
      api_key: 'ApiKey',
      webhook_endpoint: 'WebhookEndpoint',
      part_type_alias: 'PartTypeAlias',
      site: 'Site',
      pickup_schedule: 'PickupSchedule',
    };
    for (const type of Object.keys(webhooks)) {
      const post = webhooks[type]!.post!;
      expect(
        post.parameters.map((p) => [p.name, p.in, p.required]),
        type,
      ).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      expect(Object.keys(post.responses), type).toEqual(['2XX', '4XX']);
      expect(post.requestBody.required).toBe(true);
      const event = component(post.requestBody.content['application/json']!.schema.$ref);
      expect(event.properties.type.const).toBe(type);
      expect(event.required).toEqual(['id', 'type', 'created_at', 'data']);
      const data = event.properties.data.properties;
      const object = type === 'invoice.deleted' ? 'DeletedInvoice' : objects[eventResource(type)];
      expect(data.object.$ref, type).toBe(`#/components/schemas/${object}`);
      expect(Object.keys(data)).toEqual(['object', 'previous', 'actor', 'made_by']);
      expect(data.made_by.properties).toMatchObject({ kind: { type: 'string' }, name: { type: 'string' } });
    }
    const signature = webhooks['part.created']!.post!.parameters[2]!.description;
    expect(signature).toContain('`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`');
    expect(signature).toContain('two for 24 hours after the secret is rolled');
    expect(webhooks['part.created']!.post!.parameters[1]!.description).toContain('more than 5 minutes from your clock');
    expect(webhooks['part.created']!.post!.responses['4XX']!.description).toContain(
      '5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h',
    );
  });

  it('describes each object as v1 answers it (an API key as the portal lists it; a deleted invoice without its PDF)', () => {
    const schemas = served.doc.components.schemas;
    expect(shape(schemas.Part)).toEqual(shape(answered('/v1/parts/{id}')));
    expect(shape(schemas.Order)).toEqual(shape(answered('/v1/orders/{id}')));
    expect(shape(schemas.Invoice)).toEqual(shape(answered('/v1/invoices/{id}')));
    expect(shape(schemas.WebhookEndpoint)).toEqual(shape(answered('/v1/webhook_endpoints/{id}')));
    expect(shape(schemas.ApiKey)).toEqual(shape(jsonSchema(apiKeySchema, 'output')));
    expect(shape(schemas.PartTypeAlias)).toEqual(shape((answered('/v1/part_type_aliases') as { items: unknown }).items));
    expect(shape(schemas.Site)).toEqual(shape(answered('/v1/sites/{id}')));
    expect(shape(schemas.PickupSchedule)).toEqual(shape(answered('/v1/pickup-schedules/{id}')));
    const invoice = shape(schemas.Invoice) as { properties: Record<string, unknown>; required: string[] };
    const { pdf_url: _link, ...withoutLink } = invoice.properties;
    expect(shape(schemas.DeletedInvoice)).toEqual({
      ...invoice,
      properties: withoutLink,
      required: invoice.required.filter((name) => name !== 'pdf_url'),
    });
    expect(JSON.stringify(schemas.Invoice)).toContain('signed for the event');
  });
});
