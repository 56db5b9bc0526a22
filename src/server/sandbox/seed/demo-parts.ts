import { and, eq, ne, sql } from 'drizzle-orm';
import { PART_TYPES, type PartStatus } from '#contract/parts';
import type { Db } from '#server/db/client';
import { partHistory, parts } from '#server/db/schema/parts';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { forecastWear, ownWearPerDay, type ServiceRecord } from '#server/domain/wear/wear-forecast';
import { growUntil, usageWearPerDay } from '#server/domain/wear/wear-usage';
import { pick, randomInt, seededId, seededRandom, type Random } from './demo-random';
import { homeSiteOf } from '#server/domain/sites/site-queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

const MANUFACTURERS: Record<string, string[]> = {
  blade: ['Kessler', 'Nordlund', 'Ardent Edge'],
  scissor: ['Hanamura', 'Feldt', 'Corvo'],
  saw: ['Brandt & Sohn', 'Ironleaf', 'Kessler'],
  knife: ['Hanamura', 'Vellen', 'Ardent Edge'],
  chisel: ['Ironleaf', 'Marlow', 'Feldt'],
  drill_bit: ['Boreline', 'Marlow', 'Corvo'],
};
const LOCATIONS = ['Line 1', 'Line 2', 'Prep station', 'Workshop', 'Packing', 'Tailoring'];
const NOTES = [
  'Reground the bevel and honed to a fine edge.',
  'Light hone; edge true and clean.',
  'Removed a small chip near the heel, then honed.',
  'Heavy wear: reprofiled the edge. Consider replacement within a few services.',
];

export interface BulkPartsOptions {
  accountId: string;
  count: number;
  now: Date;
  seed?: number;
  /** Registration dates spread evenly over this many days before now. */
  spreadDays?: number;
  status?: (random: Random, index: number) => PartStatus;
  /** How many past services a part has; each gets a history entry. */
  services?: (random: Random, index: number) => number;
  /** Past services all happened before this moment (default: now). */
  servicedBefore?: Date;
  /** The sites the parts live at, in turn (default: the account's oldest active site). */
  siteIds?: readonly string[];
}

export interface BulkPart {
  id: string;
  createdAt: Date;
  status: string;
  siteId: string;
}

/** Different accounts get different (but reproducible) data, and never colliding ids. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

type PartInsert = typeof parts.$inferInsert;
type HistoryInsert = typeof partHistory.$inferInsert;

/**
 * A serial no part of the account has yet (the service allows one part per serial number,
 * compared without regard to case): drawn again on the rare clash.
 */
function freshSerial(random: Random, manufacturer: string, taken: Set<string>): string {
  for (;;) {
    const serial = `${manufacturer.slice(0, 2).toUpperCase()}-${randomInt(random, 100000, 999999)}`;
    if (!taken.has(serial.toLowerCase())) {
      taken.add(serial.toLowerCase());
      return serial;
    }
  }
}

function partAt(
  random: Random,
  options: BulkPartsOptions & { siteIds: readonly string[] },
  index: number,
  taken: Set<string>,
): { part: PartInsert; history: HistoryInsert[] } {
  const spreadMs = (options.spreadDays ?? 365) * DAY_MS;
  // Older parts first, one millisecond apart at least, so sort keys rarely tie.
  const createdAt = new Date(options.now.getTime() - spreadMs + Math.floor(((index + random()) / options.count) * spreadMs));
  const partType = pick(random, PART_TYPES);
  const id = seededId(random, 'part');
  const servicedBefore = (options.servicedBefore ?? options.now).getTime();
  const services = createdAt.getTime() < servicedBefore ? (options.services?.(random, index) ?? 0) : 0;
  const history: HistoryInsert[] = [];
  let lastServicedAt: Date | null = null;
  let lastWearAfter = 0;
  // Wear follows the part's own pace of use (wear-usage.ts), as the running sandbox does.
  for (let s = 0; s < services; s++) {
    const completedAt = new Date(createdAt.getTime() + ((s + 1) / (services + 1)) * (servicedBefore - createdAt.getTime()));
    const cycleDays = (completedAt.getTime() - (lastServicedAt ?? createdAt).getTime()) / DAY_MS;
    const wearBefore = Math.min(100, Math.floor(lastWearAfter + cycleDays * usageWearPerDay(id, partType, history.length)));
    // Nobody sends an edge that has not worn at all since its last service.
    if (wearBefore <= lastWearAfter) continue;
    history.push({
      id: seededId(random, 'history'),
      partId: id,
      accountId: options.accountId,
      serviceType: 'sharpening',
      wearBefore,
      wearAfter: (lastWearAfter = Math.max(0, Math.min(history.length, 8, wearBefore - 1))),
      technicianNotes: pick(random, NOTES),
      completedAt,
    });
    lastServicedAt = completedAt;
  }
  const status = options.status?.(random, index) ?? 'with_customer';
  const grown = growUntil(
    { wearLevel: lastWearAfter, wearMeasuredAt: lastServicedAt ?? createdAt },
    usageWearPerDay(id, partType, history.length),
    options.now,
  );
  const ownPace = ownWearPerDay(createdAt, history as ServiceRecord[]);
  const { forecastDueAt } = forecastWear({ partType, status, ...grown, ownWearPerDay: ownPace });
  const manufacturer = pick(random, MANUFACTURERS[partType] ?? ['Generic']);
  return {
    part: {
      id,
      accountId: options.accountId,
      partType,
      status,
      wearLevel: grown.wearLevel,
      wearMeasuredAt: grown.wearMeasuredAt,
      wearNextAt: status === 'with_customer' ? grown.nextPointAt : null,
      wearPerDay: ownPace,
      forecastDueAt,
      sharpeningCount: history.length,
      internalLabel: `${pick(random, LOCATIONS)} ${partType.replace('_', ' ')} #${index + 1}`,
      serialNumber: freshSerial(random, manufacturer, taken),
      manufacturer,
      model: `${manufacturer.split(' ')[0]} ${randomInt(random, 1, 9)}${pick(random, ['00', '10', '20', '50'])}`,
      createdAt,
      lastServicedAt,
      siteId: options.siteIds[index % options.siteIds.length]!,
    },
    history,
  };
}

async function takenSerials(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: sql<string>`lower(${parts.serialNumber})` })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), ne(parts.status, 'retired'), ne(parts.serialNumber, '')));
  return new Set(rows.map((row) => row.key));
}

/** Inserts `count` parts (and their history) in batches; used by the demo seed and the benchmarks. */
export async function insertBulkParts(db: Db, options: BulkPartsOptions): Promise<BulkPart[]> {
  // Ids come from the PRNG: a second identical call for one account needs another seed.
  const random = seededRandom(options.seed ?? seedOf(`${options.accountId}:${options.count}:${options.now.toISOString()}`));
  const inserted: BulkPart[] = [];
  const taken = await takenSerials(db, options.accountId);
  const siteIds = options.siteIds?.length ? options.siteIds : [await homeSiteOf(db, options.accountId)];
  for (let start = 0; start < options.count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, options.count - start) }, (_, i) =>
      partAt(random, { ...options, siteIds }, start + i, taken),
    );
    await db.insert(parts).values(batch.map((b) => b.part));
    const history = batch.flatMap((b) => b.history);
    for (let h = 0; h < history.length; h += BATCH) await db.insert(partHistory).values(history.slice(h, h + BATCH));
    inserted.push(
      ...batch.map(({ part }) => ({ id: part.id, createdAt: part.createdAt as Date, status: part.status, siteId: part.siteId })),
    );
  }
  await refreshPlannerStatistics(db);
  return inserted;
}
