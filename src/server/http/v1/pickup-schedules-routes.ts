import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  NEXT_OCCURRENCES_COUNT,
  pickupScheduleListResponseSchema,
  pickupScheduleResponseSchema,
} from '#contract/pickup-schedule-answers';
import { PICKUP_SCHEDULE_LIMITS } from '#contract/pickup-schedule-vocabulary';
import {
  pickupScheduleCreateSchema,
  pickupScheduleListQuerySchema,
  pickupSchedulePauseSchema,
  pickupScheduleProblems,
  pickupScheduleSkipSchema,
  pickupScheduleUpdateSchema,
} from '#contract/pickup-schedules';
import {
  pauseSchedule,
  resumeSchedule,
  skipOccurrence,
  unskipOccurrence,
} from '#server/domain/pickup-schedules/schedule-actions';
import { toPickupSchedule, toScheduleSummaries } from '#server/domain/pickup-schedules/schedule-answers';
import {
  createSchedule,
  deleteSchedule,
  updateSchedule,
  type ScheduleContext,
} from '#server/domain/pickup-schedules/schedule-commands';
import { scheduleCreateProblems, scheduleUpdateProblems } from '#server/domain/pickup-schedules/schedule-problems';
import { findScheduleRow, listScheduleRows } from '#server/domain/pickup-schedules/schedule-queries';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { createdByOf } from '#server/http/audit-source';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from './list-params';
import { checkSiteFilter } from './site-filter';
import { reachOf } from './site-reach';

const RULES =
  'rule: an RFC 5545 RRULE, FREQ=WEEKLY;INTERVAL=1..8;BYDAY=MO,TH or FREQ=MONTHLY;INTERVAL=1..12;BYDAY=2TU (1 to 4, or -1 for the ' +
  'last), nothing else (every problem named); it is answered in one written form. window_preference: {kind: earliest} or ' +
  '{kind: range, start, end} (HH:MM in the site’s zone, end after start). lead_days: 1 to 14, the days before a pickup its ' +
  'order is placed. parts: {rule: due, wear_at_least 0–100, days_since_service_at_least 1–730} (every part of the site due ' +
  `by the pickup by wear or by time, whichever comes first) or {rule: fixed, part_ids} (1 to ${PICKUP_SCHEDULE_LIMITS.fixedPartsMax} ` +
  'parts of the schedule’s site, none twice, none retired: each other one on parts.part_ids.<i>, not_found, ' +
  'part_at_other_site or not_orderable). instructions: at most 500 characters. status: active or paused; resume_on (a date ' +
  'after the site’s today, in_past otherwise) only with paused. Every problem is reported in one 422.';

const OCCURRENCES =
  `next_occurrences: the next ${NEXT_OCCURRENCES_COUNT} of the rule’s dates from the site’s today (a paused schedule’s from its ` +
  'resume_on; none while paused until resumed), each {date (the rule’s date), status: scheduled | skipped (on request, or ' +
  'closed with no open day before the next date) | shifted (a closed day moved the pickup to shifted_to, shifted_reason says ' +
  'why) | nothing_due | placed, window, part_ids, order_id}. A placed occurrence has its order’s window and parts; one still to ' +
  'come the window it would take as offered now and the parts that would go were it placed now; the others null and none. ' +
  'skipped_dates: the dates skipped on request from today on.';

/** The request's clock, pickup rules, caller and reach, as a schedule command takes them. */
function contextOf(c: Context<AppEnv>): ScheduleContext {
  const { config, now } = c.get('deps');
  const caller = c.get('caller');
  return { now: now(), rules: pickupRulesOf(config), maker: makerOf(caller), reach: reachOf(c), createdBy: createdByOf(caller) };
}

/**
 * The caller's schedule by the path's id, read before its body: a member limited to sites hears 404 at
 * once for one outside them, as for every record there (site-reach.ts); anyone else hears the body's
 * problems first and 404 after, as every PATCH does (undefined here).
 */
async function scheduleBeforeBody(c: Context<AppEnv>, reach: ScheduleContext['reach']) {
  const row = await findScheduleRow(c.get('deps').db, c.get('caller').accountId, c.req.param('id')!, reach);
  if (!row && reach !== null) throw notFound('pickup schedule');
  return row;
}

/** /v1/pickup-schedules (extension): a site's recurring pickups, each placing its own orders. */
export function pickupSchedulesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listPickupSchedules',
      summary: 'Extension: list the account’s pickup schedules, newest first',
      scope: 'orders:read',
      query: pickupScheduleListQuerySchema,
      paramText: { site_id: 'Only the schedules of these sites: 1 to 20 site ids separated by commas.' },
      success: { status: 200, schema: pickupScheduleListResponseSchema },
      errors: [400],
      notes:
        'Each item’s next_occurrences tell each occurrence’s date, status, order and shift, without window and part_ids: read ' +
        'one schedule for those. A site_id that is no site of the account is 400 (not_found on site_id). A member limited to ' +
        'sites lists only their sites’ schedules.',
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = contextOf(c);
      const accountId = c.get('caller').accountId;
      const request = parseListRequest(c, pickupScheduleListQuerySchema, 'pickup_schedules');
      const siteId = await checkSiteFilter(db, accountId, request.filters.site_id, context.reach);
      const page = await listScheduleRows(db, accountId, siteIdsOfFilter(siteId), request.page);
      const items = await toScheduleSummaries(db, accountId, page.items, context);
      return c.json({ data: items, meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createPickupSchedule',
      summary: 'Extension: make a recurring pickup schedule for a site',
      scope: 'orders:write',
      body: pickupScheduleCreateSchema,
      success: { status: 201, schema: pickupScheduleResponseSchema },
      errors: [422],
      notes:
        `site_id: an active site of the account the caller reaches (not_found otherwise). ${RULES} INTERVAL counts from the ` +
        `week (or month) of the site’s local date when the schedule is made. ${OCCURRENCES}`,
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = contextOf(c);
      const accountId = c.get('caller').accountId;
      const input = await parseBody(c, pickupScheduleCreateSchema, {
        check: (fields) => scheduleCreateProblems(db, accountId, fields, context.reach, context.now),
      });
      return c.json({ data: await createSchedule(db, accountId, input, context) }, 201);
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getPickupSchedule',
      summary: 'Extension: read a pickup schedule with its next occurrences, their windows and parts',
      scope: 'orders:read',
      success: { status: 200, schema: pickupScheduleResponseSchema },
      errors: [404],
      notes: OCCURRENCES,
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = contextOf(c);
      const accountId = c.get('caller').accountId;
      const row = await findScheduleRow(db, accountId, c.req.param('id'), context.reach);
      if (!row) throw notFound('pickup schedule');
      return c.json({ data: await toPickupSchedule(db, accountId, row, context) });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'updatePickupSchedule',
      summary: 'Extension: change a pickup schedule’s rule, window, lead time, parts, instructions or status',
      scope: 'orders:write',
      body: pickupScheduleUpdateSchema,
      success: { status: 200, schema: pickupScheduleResponseSchema },
      errors: [404, 422],
      notes:
        `Each field sent replaces its whole value; the site does not change (site_id is an unknown field). ${RULES} A new rule ` +
        'counts its INTERVAL from the site’s today. status active clears resume_on. A change that changes nothing records no event.',
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = contextOf(c);
      const accountId = c.get('caller').accountId;
      const id = c.req.param('id');
      const current = await scheduleBeforeBody(c, context.reach);
      const input = await parseBody(c, pickupScheduleUpdateSchema, {
        check: (fields) =>
          current
            ? scheduleUpdateProblems(db, accountId, current, fields, context.reach, context.now)
            : pickupScheduleProblems(fields),
      });
      const schedule = current && (await updateSchedule(db, accountId, id, input, context));
      if (!schedule) throw notFound('pickup schedule');
      return c.json({ data: schedule });
    },
  );

  routes.delete(
    '/:id',
    operation({
      operationId: 'deletePickupSchedule',
      summary: 'Extension: delete a pickup schedule; the orders it placed stay',
      scope: 'orders:write',
      success: { status: 204 },
      errors: [404],
      notes: 'Its skips and what its occurrences came to go with it; the orders it placed keep pickup_schedule_id.',
    }),
    async (c) => {
      const { db } = c.get('deps');
      if (!(await deleteSchedule(db, c.get('caller').accountId, c.req.param('id'), contextOf(c)))) {
        throw notFound('pickup schedule');
      }
      return c.body(null, 204);
    },
  );

  routes.post(
    '/:id/pause',
    operation({
      operationId: 'pausePickupSchedule',
      summary: 'Extension: pause a pickup schedule, until a date or until resumed',
      scope: 'orders:write',
      body: pickupSchedulePauseSchema,
      bodyOptional: true,
      success: { status: 200, schema: pickupScheduleResponseSchema },
      errors: [404, 422],
      notes:
        'resume_on: the site’s local date on which it becomes active again by itself (after today there, in_past otherwise); ' +
        'left out or null, until POST …/resume. No order is placed while paused; orders placed already stay. Pausing a paused ' +
        'schedule sets its resume_on.',
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = contextOf(c);
      const accountId = c.get('caller').accountId;
      const id = c.req.param('id');
      const current = await scheduleBeforeBody(c, context.reach);
      const input = await parseBody(c, pickupSchedulePauseSchema, { mayBeEmpty: true });
      const schedule = current && (await pauseSchedule(db, accountId, id, input.resume_on ?? null, context));
      if (!schedule) throw notFound('pickup schedule');
      return c.json({ data: schedule });
    },
  );

  routes.post(
    '/:id/resume',
    operation({
      operationId: 'resumePickupSchedule',
      summary: 'Extension: make a paused pickup schedule active again',
      scope: 'orders:write',
      success: { status: 200, schema: pickupScheduleResponseSchema },
      errors: [404],
      notes:
        'An occurrence whose lead time has begun already is placed at once. Resuming an active schedule answers it unchanged.',
    }),
    async (c) => {
      const schedule = await resumeSchedule(c.get('deps').db, c.get('caller').accountId, c.req.param('id'), contextOf(c));
      if (!schedule) throw notFound('pickup schedule');
      return c.json({ data: schedule });
    },
  );

  for (const [path, operationId, summary, act, notes] of [
    [
      '/:id/skip',
      'skipPickupScheduleOccurrence',
      'Extension: skip one occurrence of a pickup schedule',
      skipOccurrence,
      'date: one of the rule’s dates, today at the site or later. A date the rule does not name is 422 not_an_occurrence ' +
        '(the message names the next date that is one), a past one in_past, one whose order is placed (or that was found to ' +
        'have nothing due) already_decided: cancel the order instead. Skipping a skipped date answers the schedule unchanged; ' +
        'concurrent skips of one date make one skip.',
    ],
    [
      '/:id/unskip',
      'unskipPickupScheduleOccurrence',
      'Extension: take back the skip of one occurrence',
      unskipOccurrence,
      'date: today at the site or later (in_past otherwise). A date that is not skipped answers the schedule unchanged ' +
        '(idempotent, no event). An occurrence whose lead time has begun already is placed at once.',
    ],
  ] as const) {
    routes.post(
      path,
      operation({
        operationId,
        summary,
        scope: 'orders:write',
        body: pickupScheduleSkipSchema,
        success: { status: 200, schema: pickupScheduleResponseSchema },
        errors: [404, 422],
        notes,
      }),
      async (c) => {
        const { db } = c.get('deps');
        const context = contextOf(c);
        const accountId = c.get('caller').accountId;
        const id = c.req.param('id');
        const current = await scheduleBeforeBody(c, context.reach);
        const input = await parseBody(c, pickupScheduleSkipSchema);
        const schedule = current && (await act(db, accountId, id, input.date, context));
        if (!schedule) throw notFound('pickup schedule');
        return c.json({ data: schedule });
      },
    );
  }

  return routes;
}
