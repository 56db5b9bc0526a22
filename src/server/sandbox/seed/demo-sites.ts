import { eq } from 'drizzle-orm';
import type { ReceivingHours } from '#contract/site-hours';
import type { Db } from '#server/db/client';
import { sites } from '#server/db/schema/sites';
import { homeSiteOf } from '#server/domain/sites/site-queries';
import { seededId, seededRandom } from './demo-random';
import { seedOf } from './demo-parts';

const week = (open: ReceivingHours['mon'], closed: readonly (keyof ReceivingHours)[] = []): ReceivingHours => {
  const day = (name: keyof ReceivingHours) => (closed.includes(name) ? [] : open);
  return { mon: day('mon'), tue: day('tue'), wed: day('wed'), thu: day('thu'), fri: day('fri'), sat: [], sun: [] };
};

/**
 * The demo's kitchens: two in New York, one in Chicago, each with its own receiving hours. Each
 * takes most of the service's windows, and Lakeside (07:00–17:00 Chicago time, the service's
 * 08:00–18:00 in New York) every one: the end-to-end specs put the parts they make without a site
 * at the site open the most hours a week (e2e/support/parts/default-site.ts), so an order of them
 * can take any window offered. Ops's pickups
 * still spread over the whole day.
 */
export const DEMO_SITES = [
  {
    name: 'Harbour St',
    address: { line1: '12 Harbour St', line2: '', city: 'New York', region: 'NY', postal_code: '10004', country: 'US' },
    timeZone: 'America/New_York',
    receivingHours: week([{ start: '06:00', end: '14:00' }]),
    contactName: 'Rosa Marín',
    contactPhone: '+1 212 555 0142',
    accessNotes: 'Kitchen door on the alley side; ring the bell twice.',
  },
  {
    name: 'Midtown',
    address: {
      line1: '480 W 44th St',
      line2: 'Basement kitchen',
      city: 'New York',
      region: 'NY',
      postal_code: '10036',
      country: 'US',
    },
    timeZone: 'America/New_York',
    // Closed on Wednesdays: the kitchen's day off.
    receivingHours: week(
      [
        { start: '07:00', end: '10:00' },
        { start: '12:00', end: '18:00' },
      ],
      ['wed'],
    ),
    contactName: 'Sam Okafor',
    contactPhone: '+1 212 555 0187',
    accessNotes: 'Use the service entrance on 44th; the lift to the basement is on the left.',
  },
  {
    name: 'Lakeside',
    address: { line1: '301 E Lake Shore Dr', line2: '', city: 'Chicago', region: 'IL', postal_code: '60611', country: 'US' },
    timeZone: 'America/Chicago',
    receivingHours: week([{ start: '07:00', end: '17:00' }]),
    contactName: 'Jun Park',
    contactPhone: '+1 312 555 0163',
    accessNotes: 'Loading dock B, open until 17:00 Chicago time.',
  },
] as const;

/**
 * The demo account's three kitchens: its "Main site" becomes Harbour St, the other two are added.
 * Answers their ids in DEMO_SITES order, for the parts to be spread over.
 */
export async function seedDemoSites(db: Db, accountId: string, now: Date): Promise<string[]> {
  const random = seededRandom(seedOf(`demo-sites:${accountId}`));
  const [main, ...others] = DEMO_SITES;
  const mainId = await homeSiteOf(db, accountId);
  await db
    .update(sites)
    .set({ ...main, address: { ...main.address }, receivingHours: main.receivingHours, closedDates: [] })
    .where(eq(sites.id, mainId));
  const added = others.map((site, index) => ({
    ...site,
    address: { ...site.address },
    id: seededId(random, 'site'),
    accountId,
    closedDates: [],
    status: 'active',
    // After the main site, so it stays the account's oldest.
    createdAt: new Date(now.getTime() - (others.length - index) * 1000),
  }));
  await db.insert(sites).values(added);
  return [mainId, ...added.map((site) => site.id)];
}
