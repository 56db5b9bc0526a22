import { Hono } from 'hono';
import { partCreateSchema, partListQuerySchema, partUpdateSchema } from '../../../contract/parts';
import { createPart, updatePart } from '../../domain/parts/part-commands';
import { toPartListItem } from '../../domain/parts/part-mappers';
import { getPart, listPartHistory, listParts } from '../../domain/parts/part-queries';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { requireScope } from '../middleware/require-scope';
import { parseBody } from '../validation';
import { listMeta, parseListRequest } from './list-params';

/** /v1/parts: list, read, register, update and the service history. */
export function partsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireScope('parts:read'), async (c) => {
    const request = parseListRequest(c, partListQuerySchema, 'parts');
    const page = await listParts(c.get('deps').db, c.get('caller').accountId, request.filters, request.page);
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

  routes.get('/:id/history', requireScope('parts:read'), async (c) => {
    const history = await listPartHistory(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!history) throw notFound('part');
    return c.json({ data: history });
  });

  return routes;
}
