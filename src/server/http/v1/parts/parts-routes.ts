import { Hono } from 'hono';
import { partCreateSchema, partListQuerySchema, partUpdateSchema } from '#contract/parts';
import { createPart, updatePart } from '#server/domain/parts/part-commands';
import { toPartListItem } from '#server/domain/parts/part-mappers';
import { getPart, listPartHistory, listParts } from '#server/domain/parts/part-queries';
import { retirePart } from '#server/domain/parts/retire-part';
import { ApiError, notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requireScope } from '#server/http/middleware/auth/require-scope';
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

  routes.get('/', requireScope('parts:read'), async (c) => {
    const request = parseListRequest(c, partListQuerySchema, 'parts');
    checkWearBounds(request.filters);
    const { db, now } = c.get('deps');
    const page = await listParts(db, c.get('caller').accountId, request.filters, request.page, now());
    return c.json({ data: page.items.map(toPartListItem), meta: listMeta(c, page, request) });
  });

  routes.post('/', requireScope('parts:write'), async (c) => {
    const input = await parseBody(c, partCreateSchema);
    const { db, now } = c.get('deps');
    return c.json({ data: await createPart(db, c.get('caller').accountId, input, now()) }, 201);
  });

  routes.get('/:id', requireScope('parts:read'), async (c) => {
    const part = await getPart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!part) throw notFound('part');
    return c.json({ data: part });
  });

  routes.patch('/:id', requireScope('parts:write'), async (c) => {
    const changes = await parseBody(c, partUpdateSchema);
    const part = await updatePart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'), changes);
    if (!part) throw notFound('part');
    return c.json({ data: part });
  });

  routes.post('/:id/retire', requireScope('parts:write'), async (c) => {
    const part = await retirePart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!part) throw notFound('part');
    return c.json({ data: part });
  });

  routes.get('/:id/history', requireScope('parts:read'), async (c) => {
    const history = await listPartHistory(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!history) throw notFound('part');
    return c.json({ data: history });
  });

  return routes;
}
