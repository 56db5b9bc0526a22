import { Hono } from 'hono';
import {
  partCreateSchema,
  partHistoryResponseSchema,
  partListResponseSchema,
  partResponseSchema,
  partUpdateSchema,
} from '#contract/parts';
import { createPart, updatePart } from '#server/domain/parts/part-commands';
import { toIncludingListItem } from '#server/domain/parts/part-mappers';
import { getPart, listPartHistory, listParts } from '#server/domain/parts/part-queries';
import { retirePart } from '#server/domain/parts/retire-part';
import { SerialConflictError } from '#server/domain/parts/part-serials';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import type { ErrorDetail } from '#contract/errors';
import type { AppEnv } from '#server/http/app-env';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from '#server/http/v1/list-params';
import { mountPartsBatch } from './parts-batch-route';
import { mountPartsLookup } from './parts-lookup-route';
import { partListQueryWithImportsSchema } from '#contract/parts-batch';
import { conflictDetails, rawSerial, serialProblems } from './serial-problems';
import { defaultSiteWithin, siteChoiceProblems } from '#server/domain/sites/site-checks';
import type { SiteReach } from '#server/domain/access/site-reach';
import { reachOf, requireReach, siteFilterWithin } from '#server/http/v1/site-reach';

const serialField = () => 'serial_number';

/** A serial number another part has, in words, on `serial_number`. */
async function refusingTakenSerials<T>(reach: SiteReach, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SerialConflictError) throw validationFailed(conflictDetails(error.conflicts, serialField, false, reach));
    throw error;
  }
}

function checkWearBounds(filters: { wear_min?: string; wear_max?: string }) {
  if (filters.wear_min !== undefined && filters.wear_max !== undefined && Number(filters.wear_min) > Number(filters.wear_max)) {
    const message = 'wear_min must be at most wear_max.';
    throw new ApiError('invalid_parameter', message, [{ field: 'wear_min', code: 'invalid_value', message }]);
  }
}

/** An import's parts walk their own index newest first, with status and type; anything more would read the whole account. */
function checkImportFilters(filters: Record<string, string | undefined>) {
  if (filters.import_id === undefined) return;
  const others = ['q', 'wear_min', 'wear_max', 'due_within', 'sort'].filter((name) => filters[name] !== undefined);
  if (others.length === 0) return;
  const message = `import_id combines with status and part_type only, not with ${others.join(', ')}.`;
  throw new ApiError('invalid_parameter', message, [{ field: 'import_id', code: 'invalid_value', message }]);
}

/**
 * The site a body names (or, unnamed, the account's only active site) must be an active site of the account,
 * and one the caller reaches.
 */
async function siteProblems(
  db: Parameters<typeof siteChoiceProblems>[0],
  accountId: string,
  reach: SiteReach,
  raw: { site_id?: unknown },
  move = false,
) {
  if (move && raw.site_id === undefined) return [];
  if (raw.site_id !== undefined && typeof raw.site_id !== 'string') return [];
  return siteChoiceProblems(db, accountId, [{ siteId: raw.site_id, field: 'site_id' }], reach);
}

/**
 * The command checks a valid body's site against the account's sites; a site-limited member's is first
 * checked against theirs here, with the serial number, so that one 422 names every problem.
 */
async function refuseOutsideReach(
  reach: SiteReach,
  serial: () => ErrorDetail[] | Promise<ErrorDetail[]>,
  site: () => Promise<ErrorDetail[]>,
): Promise<void> {
  if (reach === null) return;
  const outside = await site();
  if (outside.length > 0) throw validationFailed([...(await serial()), ...outside]);
}

function takenSerial(
  db: Parameters<typeof serialProblems>[0],
  accountId: string,
  reach: SiteReach,
  raw: unknown,
  exceptPartId?: string,
) {
  const serial = rawSerial(raw);
  return serial === undefined ? [] : serialProblems(db, accountId, [{ index: 0, serial }], serialField, { exceptPartId, reach });
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
      query: partListQueryWithImportsSchema,
      paramText: {
        import_id:
          'Extension: only the parts registered by POST /v1/parts/batch with this import_id, newest first; combines with status and part_type only.',
        include:
          'Extension: manufacturer, model or manufacturer,model — list items then carry those fields too (a CSV export needs them).',
        site_id:
          'Extension: only the parts of these sites (1 to 20 site ids separated by commas), each site walked newest first on its own index and merged; combines with every other filter and sort. An id that is no site of the account matches no part.',
      },
      success: { status: 200, schema: partListResponseSchema },
      errors: [400],
    }),
    async (c) => {
      const request = parseListRequest(c, partListQueryWithImportsSchema, 'parts');
      checkWearBounds(request.filters);
      checkImportFilters(request.filters);
      const { db, now } = c.get('deps');
      // A site-limited member walks their sites; one they do not reach matches no part, as an unknown one does.
      const { siteId } = siteFilterWithin(reachOf(c), request.filters.site_id);
      const page = await listParts(db, c.get('caller').accountId, { ...request.filters, site_id: siteId }, request.page, now());
      const include = request.filters.include?.split(',') ?? [];
      return c.json({ data: page.items.map((row) => toIncludingListItem(row, include)), meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createPart',
      summary: 'Register a part',
      notes:
        'A serial number another part of the account has (not retired; trimmed, without regard to case) is refused with 422 duplicate_serial, naming that part in `existing_part`. ' +
        'Extension: `site_id` names the site the part lives at, an active site of the account; it may be left out when the account has one active site (the part goes there), and is required (422) when it has more.',
      scope: 'parts:write',
      body: partCreateSchema,
      success: { status: 201, schema: partResponseSchema },
      errors: [400, 409, 422],
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const accountId = caller.accountId;
      // A body refused for another field still learns that its serial number is taken.
      const reach = reachOf(c);
      const input = await parseBody(c, partCreateSchema, {
        check: async (fields) => [
          ...(await takenSerial(db, accountId, reachOf(c), fields)),
          ...(await siteProblems(db, accountId, reach, fields)),
        ],
        checkedByCommand: true,
      });
      await refuseOutsideReach(
        reach,
        () => takenSerial(db, accountId, reachOf(c), input),
        () => siteProblems(db, accountId, reach, input),
      );
      const siteId = input.site_id ?? (reach && (await defaultSiteWithin(db, accountId, reach)));
      const part = await refusingTakenSerials(reachOf(c), () =>
        createPart(db, accountId, { ...input, ...(siteId && { site_id: siteId }) }, now(), makerOf(caller)),
      );
      return c.json({ data: part }, 201);
    },
  );

  mountPartsBatch(routes);
  // Before /:id, which would read `lookup` as a part's id.
  mountPartsLookup(routes);

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
      await requireReach(c, 'part', c.req.param('id'));
      const part = await getPart(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!part) throw notFound('part');
      return c.json({ data: part });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'updatePart',
      summary: 'Update the descriptive fields of a part, or move it to another site',
      notes:
        'A serial number another part of the account has (not retired) is refused with 422 duplicate_serial, as on POST. ' +
        'Extension: `site_id` moves the part to another active site of the account (422 otherwise): refused with 409 part_in_open_order while the part is in an open order. ' +
        'A move adds a history entry (service_type moved, from_site_id, to_site_id, made_by) and records part.moved.',
      scope: 'parts:write',
      body: partUpdateSchema,
      success: { status: 200, schema: partResponseSchema },
      errors: [400, 404, 409, 422],
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const accountId = caller.accountId;
      const partId = c.req.param('id');
      await requireReach(c, 'part', partId);
      const changes = await parseBody(c, partUpdateSchema, {
        check: async (fields) => [
          ...(await takenSerial(db, accountId, reachOf(c), fields, partId)),
          ...(await siteProblems(db, accountId, reachOf(c), fields, true)),
        ],
        checkedByCommand: true,
      });
      await refuseOutsideReach(
        reachOf(c),
        () => takenSerial(db, accountId, reachOf(c), changes, partId),
        () => siteProblems(db, accountId, reachOf(c), changes, true),
      );
      const part = await refusingTakenSerials(reachOf(c), () =>
        updatePart(db, accountId, partId, changes, now(), makerOf(caller)),
      );
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
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      await requireReach(c, 'part', c.req.param('id'));
      const part = await retirePart(db, caller.accountId, c.req.param('id'), now(), makerOf(caller));
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
      await requireReach(c, 'part', c.req.param('id'));
      const history = await listPartHistory(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!history) throw notFound('part');
      return c.json({ data: history });
    },
  );

  return routes;
}
