import { generateSpecs } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { partCreateSchema, partListQuerySchema, partListResponseSchema, partResponseSchema } from '#contract/parts';
import { keyCaller, middlewareApp } from '#server/testing/middleware-app';
import { operation } from './operation';

/** keyCaller holds parts:read only. */
function app() {
  const a = middlewareApp({ caller: keyCaller });
  const ok = () => new Response('{}', { headers: { 'Content-Type': 'application/json' } });
  a.get(
    '/v1/parts',
    operation({
      operationId: 'listParts',
      summary: 'List parts',
      scope: 'parts:read',
      query: partListQuerySchema,
      success: { status: 200, schema: partListResponseSchema },
      errors: [400],
    }),
    ok,
  );
  a.post(
    '/v1/parts',
    operation({
      operationId: 'createPart',
      summary: 'Register a part',
      scope: 'parts:write',
      body: partCreateSchema,
      success: { status: 201, schema: partResponseSchema },
      errors: [422],
    }),
    ok,
  );
  return a;
}

const call = async (method: string, pathAndQuery: string) => {
  const res = await app().request(`http://localhost${pathAndQuery}`, { method });
  return {
    status: res.status,
    code: res.status === 200 ? undefined : ((await res.json()) as { error: { code: string } }).error.code,
  };
};

describe('operation()', () => {
  it('refuses a query parameter the operation does not take, then a caller without the scope, then runs the route', async () => {
    expect(await call('GET', '/v1/parts?limit=5&q=saw')).toEqual({ status: 200, code: undefined });
    expect(await call('GET', '/v1/parts?part_typ=saw')).toEqual({ status: 400, code: 'invalid_parameter' });
    // A body operation takes no query parameters; the query is checked before the scope, as the pipeline always has.
    expect(await call('POST', '/v1/parts?limit=5')).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(await call('POST', '/v1/parts')).toEqual({ status: 403, code: 'insufficient_scope' });
  });

  it('is where hono-openapi finds the operation when it walks the routes', async () => {
    const { paths } = await generateSpecs(app());
    const list = paths['/v1/parts']!.get as unknown as Record<string, unknown>;
    expect(list).toMatchObject({ operationId: 'listParts', 'x-required-scope': 'parts:read', security: [{ bearerAuth: [] }] });
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ name: 'limit', in: 'query', schema: expect.objectContaining({ type: 'integer' }) }),
    );
    const create = paths['/v1/parts']!.post as unknown as { requestBody: unknown; responses: Record<string, unknown> };
    expect(Object.keys(create.responses)).toEqual(['201', '422']);
    expect(JSON.stringify(create.requestBody)).toContain('"maxLength":200');
  });

  it('documents a 204 success with the common headers and no content', async () => {
    const a = middlewareApp({ caller: keyCaller });
    a.delete(
      '/v1/things/:id',
      operation({ operationId: 'deleteThing', summary: 'Delete', scope: 'parts:read', success: { status: 204 }, errors: [404] }),
      (c) => c.body(null, 204),
    );
    const { paths } = await generateSpecs(a);
    const responses = (paths['/v1/things/{id}']!.delete as unknown as { responses: Record<string, Record<string, unknown>> })
      .responses;
    expect(Object.keys(responses)).toEqual(['204', '404']);
    expect(responses['204']).toMatchObject({ description: 'No Content', headers: { 'X-Request-Id': expect.anything() } });
    expect(responses['204']).not.toHaveProperty('content');
  });
});
