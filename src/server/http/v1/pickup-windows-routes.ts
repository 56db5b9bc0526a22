import { Hono } from 'hono';
import {
  PICKUP_RANGE_DEFAULT_DAYS,
  PICKUP_RANGE_MAX_DAYS,
  pickupWindowListResponseSchema,
  pickupWindowQuerySchema,
} from '#contract/pickup-windows';
import { defaultRangeStart, listPickupWindows } from '#server/domain/pickup-windows/list-pickup-windows';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { siteReceivingOf } from '#server/domain/sites/site-receiving-of';
import { addDays, daysBetween } from '#server/domain/pickup-windows/calendar-days';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { parseQuery } from '#server/http/validation';
import { reaches } from '#server/domain/access/site-reach';
import { reachOf } from './site-reach';

function refuseRange(field: 'from' | 'to', message: string): never {
  throw new ApiError('invalid_parameter', message, [{ field, code: 'invalid_value', message }]);
}

/** /v1/pickup-windows (extension): the windows the service offers, with their seats. */
export function pickupWindowsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listPickupWindows',
      summary:
        'Extension: the pickup windows offered in a date range (service time zone), with capacity and seats left; the earliest available in meta',
      scope: 'orders:read',
      query: pickupWindowQuerySchema,
      paramText: {
        from: 'Year-month-day in meta.time_zone (the service time zone, or the site’s with `site_id`); first day of the range. Default: today there.',
        to: 'Year-month-day in meta.time_zone; last day of the range, at most 31 days after `from` counted inclusively. Default: `from` + 13 days.',
        site_id:
          'Extension (sites): one of the account’s sites. Only the windows wholly inside its receiving hours and outside its closed dates are available (`unavailable_reason` outside_receiving_hours or site_closed otherwise), and meta.time_zone is the site’s zone. An unknown site is a 400.',
      },
      success: { status: 200, schema: pickupWindowListResponseSchema },
      errors: [400],
    }),
    async (c) => {
      const { db, now, config } = c.get('deps');
      const rules = pickupRulesOf(config);
      const query = parseQuery(c, pickupWindowQuerySchema);
      // A site the caller does not reach is answered as no site of the account.
      const reached = query.site_id === undefined || reaches(reachOf(c), query.site_id);
      const site =
        query.site_id === undefined || !reached ? undefined : await siteReceivingOf(db, c.get('caller').accountId, query.site_id);
      if (query.site_id !== undefined && !site) {
        const message = 'site_id names no site of this account.';
        throw new ApiError('invalid_parameter', message, [{ field: 'site_id', code: 'not_found', message }]);
      }
      const at = now();
      const from = query.from ?? defaultRangeStart(at, rules, site);
      const to = query.to ?? addDays(from, PICKUP_RANGE_DEFAULT_DAYS - 1);
      if (to < from) refuseRange('to', '`to` must be on or after `from`.');
      if (daysBetween(from, to) + 1 > PICKUP_RANGE_MAX_DAYS) {
        refuseRange(
          'to',
          `The range may cover at most ${PICKUP_RANGE_MAX_DAYS} days (from ${from}, so \`to\` at most ${addDays(from, PICKUP_RANGE_MAX_DAYS - 1)}).`,
        );
      }
      return c.json(await listPickupWindows(db, rules, { from, to }, at, site));
    },
  );

  return routes;
}
