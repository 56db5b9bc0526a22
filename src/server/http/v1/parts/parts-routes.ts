import { Hono } from 'hono';
import {
  partCreateSchema,
  partHistoryResponseSchema,
  partListQuerySchema,
  partListResponseSchema,
  partResponseSchema,
  partUpdateSchema,
} from '#contract/parts';
import { createPart, updatePart } from '#server/domain/parts/part-commands';
import { toPartListItem } from '#server/domain/parts/part-mappers';
import { getPart, listPartHistory, listParts } from '#server/domain/parts/part-queries';
import { retirePart } from '#server/domain/parts/retire-part';
import { ApiError, notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from '#server/http/v1/list-params';

function checkWearBounds(filters: { wear_min?: string; wear_max?: string }) {
  if (filters.wear_min !== undefined && filters.wear_max !== undefined && Number(filters.wear_min) > Number(filters.wear_max)) {
    const message = 'wear_min must be at most wear_max.';
    throw new ApiError('invalid_parameter', message, [{ field: 'wear_min', code: 'invalid_value', message }]);
  }
}

/** /v1/parts: list, read, register, update, retire and the service history. */
export function partsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listParts',
      summary: 'List parts: newest first, or by wear, forecast or last service; searchable',
      scope: 'parts:read',
      query: partListQuerySchema,
      success: { status: 200, schema: partListResponseSchema },
      errors: [400],
    }),
    async (c) => {
      const request = parseListRequest(c, partListQuerySchema, 'parts');
      checkWearBounds(request.filters);
      const { db, now } = c.get('deps');
      const page = await listParts(db, c.get('caller').accountId, request.filters, request.page, now());
      return c.json({ data: page.items.map(toPartListItem), meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createPart',
      summary: 'Register a part',
      scope: 'parts:write',
      body: partCreateSchema,
      success: { status: 201, schema: partResponseSchema },
      errors: [400, 409, 422],
    }),
    async (c) => {
      const input = await parseBody(c, partCreateSchema);
      const { db, now } = c.get('deps');
      return c.json({ data: await createPart(db, c.get('caller').accountId, input, now()) }, 201);
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getPart',
      summary: 'Read a part with its service history',
      scope: 'parts:read',
      success: { status: 200, schema: partResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const part = await getPart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!part) throw notFound('part');
      return c.json({ data: part });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'updatePart',
      summary: 'Update the descriptive fields of a part',
      scope: 'parts:write',
      body: partUpdateSchema,
      success: { status: 200, schema: partResponseSchema },
      errors: [400, 404, 422],
    }),
    async (c) => {
      const changes = await parseBody(c, partUpdateSchema);
      const part = await updatePart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'), changes, c.get('deps').now());
      if (!part) throw notFound('part');
      return c.json({ data: part });
    },
  );

  routes.post(
    '/:id/retire',
    operation({
      operationId: 'retirePart',
      summary: 'Retire a part for good (409 while it is in an open order)',
      scope: 'parts:write',
      success: { status: 200, schema: partResponseSchema },
      errors: [404, 409],
    }),
    async (c) => {
      const part = await retirePart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'), c.get('deps').now());
      if (!part) throw notFound('part');
      return c.json({ data: part });
    },
  );

  routes.get(
    '/:id/history',
    operation({
      operationId: 'listPartHistory',
      summary: 'Service history of a part, oldest first',
      scope: 'parts:read',
      success: { status: 200, schema: partHistoryResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const history = await listPartHistory(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!history) throw notFound('part');
      return c.json({ data: history });
    },
  );

  return routes;
}
