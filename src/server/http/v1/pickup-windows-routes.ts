import { Hono } from 'hono';
import {
  PICKUP_RANGE_DEFAULT_DAYS,
  PICKUP_RANGE_MAX_DAYS,
  pickupWindowListResponseSchema,
  pickupWindowQuerySchema,
} from '#contract/pickup-windows';
import { defaultRangeStart, listPickupWindows } from '#server/domain/pickup-windows/list-pickup-windows';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { addDays, daysBetween } from '#server/domain/pickup-windows/calendar-days';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { parseQuery } from '#server/http/validation';

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
        from: 'Year-month-day in the service time zone (meta.time_zone); first day of the range. Default: today there.',
        to: 'Year-month-day in the service time zone; last day of the range, at most 31 days after `from` counted inclusively. Default: `from` + 13 days.',
      },
      success: { status: 200, schema: pickupWindowListResponseSchema },
      errors: [400],
    }),
    async (c) => {
      const { db, now, config } = c.get('deps');
      const rules = pickupRulesOf(config);
      const query = parseQuery(c, pickupWindowQuerySchema);
      const at = now();
      const from = query.from ?? defaultRangeStart(at, rules);
      const to = query.to ?? addDays(from, PICKUP_RANGE_DEFAULT_DAYS - 1);
      if (to < from) refuseRange('to', '`to` must be on or after `from`.');
      if (daysBetween(from, to) + 1 > PICKUP_RANGE_MAX_DAYS) {
        refuseRange(
          'to',
          `The range may cover at most ${PICKUP_RANGE_MAX_DAYS} days (from ${from}, so \`to\` at most ${addDays(from, PICKUP_RANGE_MAX_DAYS - 1)}).`,
        );
      }
      return c.json(await listPickupWindows(db, rules, { from, to }, at));
    },
  );

  return routes;
}
