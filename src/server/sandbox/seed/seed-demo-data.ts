import type { Db } from '#server/db/client';
import { placeOpsOrderIfDue } from '#server/sandbox/ops-orders';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { isOpenDay } from '#server/domain/pickup-windows/window-calendar';
import { localDate, zonedInstant } from '#contract/zoned-time';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { runDueSteps } from '#server/sandbox/simulator';
import { growWear } from '#server/domain/wear/wear';
import { closeCycles, COMPLETED_STEP, playOrder } from './demo-orders';
import { insertBulkParts, seedOf } from './demo-parts';
import { randomInt, seededRandom } from './demo-random';
import { seedDemoSchedule } from './demo-schedule';
import { forgetQueuedNotifications } from '#server/domain/notifications/forget-queued';
import { DEMO_SITES, seedDemoSites } from './demo-sites';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_PART_COUNT = 320;
/**
 * Completed orders over the last five months, about ten days apart. One invoice in five is paid late
 * (invoice-lifecycle.ts): the thirteenth, from the last of these, falls due in the demo's first days,
 * so its first week has an invoice going overdue, as a real one would.
 */
const HISTORICAL_ORDERS = 13;
const HISTORY_DAYS = 150;
const HISTORY_SPACING_DAYS = 9.8;
/**
 * The live era starts this many open days before today. Its first ops orders are picked up on
 * the next open day, and the steps after a pickup run in working hours (35 from pickup to
 * delivery, 4 more until the invoice is sent): four open days of pickups fill every status,
 * however long the service has been closed since (a night, a weekend, a holiday).
 */
const LIVE_OPEN_DAYS = 5;
/** Every step of the schedule is at least two hours after the one before, so hourly passes keep up. */
const LIVE_TICK_MS = 60 * MINUTE;
/** Bounds the walk back for rules with hardly any open day. */
const SEARCH_DAYS = 3 * 366;

/** The start (service zone) of the open day LIVE_OPEN_DAYS open days before today. */
function liveEraStart(now: Date, rules: PickupRules): number {
  let date = localDate(now, rules.timeZone);
  for (let open = 0, day = 0; open < LIVE_OPEN_DAYS && day < SEARCH_DAYS; day++) {
    date = addDays(date, -1);
    if (isOpenDay(date, rules)) open++;
  }
  return zonedInstant(date, '00:00', rules.timeZone).getTime();
}

/**
 * Fills a demo account with parts, history, orders and invoices in every status.
 * Deterministic for a given account id and `now`; orders are played through the
 * real lifecycle code at past times, so everything agrees with everything else.
 */
export async function seedDemoData(db: Db, options: { accountId: string; now: Date; rules?: PickupRules }): Promise<void> {
  const { accountId, now, rules = DEFAULT_PICKUP_RULES } = options;
  const random = seededRandom(seedOf(`demo:${accountId}`));
  const orderEra = new Date(now.getTime() - 160 * DAY);
  const siteIds = await seedDemoSites(db, accountId, now);
  const pool = await insertBulkParts(db, {
    siteIds,
    accountId,
    count: DEMO_PART_COUNT,
    now,
    seed: seedOf(`demo-parts:${accountId}`),
    spreadDays: 540,
    servicedBefore: orderEra,
    status: (_r, index) => (index % 29 === 7 ? 'retired' : 'with_customer'),
    services: (r) => (r() < 0.65 ? randomInt(r, 1, 7) : 0),
  });

  // Completed orders over the last five months, each closed: parts back with the customer.
  const historical: string[] = [];
  const serviced = new Set<string>();
  for (let i = 0; i < HISTORICAL_ORDERS; i++) {
    const placedAt = new Date(now.getTime() - (HISTORY_DAYS - i * HISTORY_SPACING_DAYS) * DAY);
    // Once each: the seed does not replay the wear a part gains between two past services.
    const free = pool.filter((p) => p.status !== 'retired' && p.createdAt < placedAt && !serviced.has(p.id));
    // An order picks up at one site: the first part chosen names it, the others are its neighbours there.
    const siteId = free[randomInt(random, 0, free.length - 1)]!.siteId;
    const atSite = free.filter((p) => p.siteId === siteId);
    const partIds = new Set<string>();
    for (let n = randomInt(random, 1, 5); n > 0; n--) partIds.add(atSite[randomInt(random, 0, atSite.length - 1)]!.id);
    for (const id of partIds) serviced.add(id);
    historical.push(
      await playOrder(db, accountId, { finalStep: COMPLETED_STEP, placedAt, partIds: [...partIds], siteId }, random, rules),
    );
  }
  await closeCycles(db, historical, now);
  // Parts back from those services have been in use since: wear them up to the live era.
  const liveFrom = liveEraStart(now, rules);
  while ((await growWear(db, new Date(liveFrom), 1000)) === 1000);

  // The last days of the living business, run through the simulator at past times, the last pass
  // at `now`: ops orders every two hours in every open status, invoices settled on their schedule.
  for (let at = liveFrom; ; at = Math.min(at + LIVE_TICK_MS, now.getTime())) {
    await growWear(db, new Date(at), 1000);
    await runDueSteps(db, new Date(at), rules);
    await placeOpsOrderIfDue(db, accountId, new Date(at), rules);
    if (at === now.getTime()) break;
  }
  // Made last, at `now`: the schedule worker places its first order when that order's lead time begins.
  const midtown = siteIds[DEMO_SITES.findIndex((site) => site.name === 'Midtown')]!;
  await seedDemoSchedule(db, accountId, midtown, now, rules);
  // The history above happened before anyone was here to be told: mail starts with what happens next.
  await forgetQueuedNotifications(db, accountId);
}
