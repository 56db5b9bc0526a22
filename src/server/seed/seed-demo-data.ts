import type { Db } from '../db/client';
import { closeCycles, COMPLETED_STEP, playOrder, settleDemoInvoices, takeParts } from './demo-orders';
import { insertBulkParts, seedOf } from './demo-parts';
import { randomInt, seededRandom } from './demo-random';
import { growWear } from '../domain/wear';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEMO_PART_COUNT = 320;
const HISTORICAL_ORDERS = 12;
const OPEN_ORDERS_PER_STATUS = 2;

/**
 * Fills a demo account with parts, history, orders and invoices in every status.
 * Deterministic for a given account id and `now`; orders are played through the
 * real lifecycle code at past times, so everything agrees with everything else.
 */
export async function seedDemoData(db: Db, options: { accountId: string; now: Date }): Promise<void> {
  const { accountId, now } = options;
  const random = seededRandom(seedOf(`demo:${accountId}`));
  const orderEra = new Date(now.getTime() - 160 * DAY);
  const pool = await insertBulkParts(db, {
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
    const placedAt = new Date(now.getTime() - (150 - i * 11.5) * DAY);
    // Once each: the seed does not replay the wear a part gains between two past services.
    const free = pool.filter((p) => p.status !== 'retired' && p.createdAt < placedAt && !serviced.has(p.id));
    const partIds = new Set<string>();
    for (let n = randomInt(random, 1, 5); n > 0; n--) partIds.add(free[randomInt(random, 0, free.length - 1)]!.id);
    for (const id of partIds) serviced.add(id);
    historical.push(await playOrder(db, accountId, { finalStep: COMPLETED_STEP, placedAt, partIds: [...partIds] }, random));
  }
  await closeCycles(db, historical);
  // Parts back from those services have been in use since: wear them up to now.
  while ((await growWear(db, now, 1000)) === 1000);
  await settleDemoInvoices(db, accountId, now);

  // Live orders in every open status, paced in sandbox time so the simulator carries them on.
  const busy = new Set<string>();
  for (let finalStep = 0; finalStep <= COMPLETED_STEP; finalStep++) {
    for (let n = 0; n < OPEN_ORDERS_PER_STATUS; n++) {
      const stepGapMs = 10_000;
      const placedAt = new Date(now.getTime() - (finalStep + 1) * stepGapMs - n * 1000 - 1000);
      const partIds = takeParts(pool, busy, placedAt, randomInt(random, 1, 4));
      await playOrder(db, accountId, { finalStep, placedAt, stepGapMs, partIds }, random);
    }
  }
}
