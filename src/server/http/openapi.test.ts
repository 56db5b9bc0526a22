import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { v1Routes } from './v1/v1-routes';

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string; in: string }[]; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
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
