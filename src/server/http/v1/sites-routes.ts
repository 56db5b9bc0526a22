import { Hono } from 'hono';
import {
  SITE_LIMITS,
  siteArchiveSchema,
  siteCreateSchema,
  siteListQuerySchema,
  siteListResponseSchema,
  siteResponseSchema,
  siteRuleProblems,
  siteUpdateSchema,
} from '#contract/sites';
import type { DbOrTx } from '#server/db/client';
import { archiveSite, createSite, updateSite } from '#server/domain/sites/site-commands';
import { siteNameProblems } from '#server/domain/sites/site-checks';
import { getSite, listSites } from '#server/domain/sites/site-queries';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { auditSourceOf } from '#server/http/audit-source';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from '#server/http/v1/list-params';
import { reaches } from '#server/domain/access/site-reach';
import { reachOf } from './site-reach';

const RULES =
  'time_zone: an IANA zone (America/Chicago). receiving_hours: all seven days mon…sun, each zero (closed), one or two ' +
  'ranges {start, end} of local wall-clock time as HH:MM (end may be 24:00), each ending after it starts, the two not ' +
  'overlapping; a new site without them gets Monday to Friday 08:00–18:00. closed_dates: at most ' +
  `${SITE_LIMITS.closedDatesMax} dates {date, reason}, none twice. name: 1 to ${SITE_LIMITS.nameMax} characters, unique in the ` +
  'account without regard to case (archived sites included; 422 duplicate, also for a concurrent write of the same name). ' +
  'address: line1, city and country (ISO 3166-1 alpha-2) required. Every problem is reported in one 422.';

/** The shape's problems' companions: zone, hours and dates by their rules, and the name against the account's sites. */
function checks(db: DbOrTx, accountId: string, exceptId?: string) {
  return async (fields: { name?: string | undefined } & Parameters<typeof siteRuleProblems>[0]) => [
    ...siteRuleProblems(fields),
    ...(await siteNameProblems(db, accountId, fields.name, exceptId)),
  ];
}

/** /v1/sites (extension): the account's sites, where its parts live and its pickups happen. */
export function sitesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listSites',
      summary: 'Extension: list the account’s sites, newest first',
      scope: 'sites:read',
      query: siteListQuerySchema,
      paramText: {
        status: 'Only the sites in this status: active or archived.',
        q: 'Only the sites whose name or city contains this text, without regard to case.',
      },
      success: { status: 200, schema: siteListResponseSchema },
      errors: [400],
      notes:
        'Every account has at least one active site (its "Main site" from the start). `part_count` counts the parts whose home ' +
        'is the site, retired ones included. A server without sites answers 404 here.',
    }),
    async (c) => {
      const request = parseListRequest(c, siteListQuerySchema, 'sites');
      const page = await listSites(c.get('deps').db, c.get('caller').accountId, request.filters, request.page, reachOf(c));
      return c.json({ data: page.items, meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createSite',
      summary: 'Extension: add a site',
      scope: 'sites:write',
      body: siteCreateSchema,
      success: { status: 201, schema: siteResponseSchema },
      errors: [422],
      notes: RULES,
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const input = await parseBody(c, siteCreateSchema, { check: checks(db, caller.accountId) });
      return c.json({ data: await createSite(db, caller.accountId, input, now(), makerOf(caller), auditSourceOf(c)) }, 201);
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getSite',
      summary: 'Extension: read a site',
      scope: 'sites:read',
      success: { status: 200, schema: siteResponseSchema },
      errors: [404],
    }),
    async (c) => {
      if (!reaches(reachOf(c), c.req.param('id'))) throw notFound('site');
      const site = await getSite(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!site) throw notFound('site');
      return c.json({ data: site });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'updateSite',
      summary: 'Extension: change a site’s name, address, time zone, hours, closed dates, contact or access notes',
      scope: 'sites:write',
      body: siteUpdateSchema,
      success: { status: 200, schema: siteResponseSchema },
      errors: [404, 422],
      notes: `Each field sent replaces its whole value (receiving_hours all seven days, address all its lines). ${RULES}`,
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const id = c.req.param('id');
      const input = await parseBody(c, siteUpdateSchema, { check: checks(db, caller.accountId, id) });
      const site = await updateSite(db, caller.accountId, id, input, now(), makerOf(caller));
      if (!site) throw notFound('site');
      return c.json({ data: site });
    },
  );

  routes.post(
    '/:id/archive',
    operation({
      operationId: 'archiveSite',
      summary: 'Extension: archive a site, moving its parts to another site',
      scope: 'sites:write',
      body: siteArchiveSchema,
      success: { status: 200, schema: siteResponseSchema },
      errors: [404, 409, 422],
      notes:
        'Every part of the site (retired ones included) moves to `move_parts_to`, an active site of the account other than this ' +
        'one (422 otherwise), in one transaction: each gets a history entry (service_type moved) and a part.moved event, then ' +
        'the site is archived (site.archived). Refused with 409 site_has_open_orders while parts of the site are in open ' +
        'orders, each named in `details` (`order`). Archiving an archived site answers it unchanged. An archived site keeps ' +
        'its name and can still be read and edited; parts can no longer be registered at it or moved to it.',
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const input = await parseBody(c, siteArchiveSchema);
      const site = await archiveSite(
        db,
        caller.accountId,
        c.req.param('id'),
        input.move_parts_to,
        now(),
        makerOf(caller),
        auditSourceOf(c),
      );
      if (!site) throw notFound('site');
      return c.json({ data: site });
    },
  );

  return routes;
}
