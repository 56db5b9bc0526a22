import { and, between, sql } from 'drizzle-orm';
import type { PartSort, PartStatusFilter } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { partCounts, partWearCounts } from '#server/db/schema/parts';
import { scopeConditions } from './part-filter-conditions';

/** Wear levels in bands of ten (100 alone in the last), as the per-band list indexes hold them. */
export const BAND_WIDTH = 10;

/**
 * How a wear-bounded page is read:
 * - `range`: the wear index in wear order (the wear sorts; the bounds are its range);
 * - `bands`: one walk of the sort's per-band index for each band `from`–`to`, each
 *   stopping after a page, merged: reads at most a page per band, plus, in a band the
 *   bounds cut, that band's rows outside them;
 * - `walk`: the sort's index, skipping the rows outside the bounds (written so the
 *   planner cannot read the whole wear range and sort it instead).
 */
export type WearPlan = { kind: 'range' } | { kind: 'walk' } | { kind: 'bands'; from: number; to: number };

export interface WearScope {
  /** Rows within the bounds: the exact total when no other filter needs a count. */
  total: number;
  plan: WearPlan;
}

export interface WearBounds {
  status?: PartStatusFilter;
  part_type?: string;
  wear_min?: string;
  wear_max?: string;
  sort?: PartSort;
}

const bound = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

/**
 * From the trigger-kept counters: rows per wear level in the bands the bounds touch (only
 * those rows: the cost stays a few hundred counter rows), and all rows in the account
 * (and status, type), whatever their wear.
 */
async function readCounters(db: DbOrTx, accountId: string, bounds: WearBounds): Promise<[Map<number, number>, number]> {
  const low = Math.floor(bound(bounds.wear_min, 0) / BAND_WIDTH) * BAND_WIDTH;
  const high = Math.floor(bound(bounds.wear_max, 100) / BAND_WIDTH) * BAND_WIDTH + BAND_WIDTH - 1;
  const [levels, [scope]] = await Promise.all([
    db
      .select({ level: partWearCounts.wearLevel, n: sql<number>`sum(${partWearCounts.n})::int` })
      .from(partWearCounts)
      .where(and(scopeConditions(partWearCounts, accountId, bounds), between(partWearCounts.wearLevel, low, high)))
      .groupBy(partWearCounts.wearLevel),
    db
      .select({ n: sql<number>`coalesce(sum(${partCounts.n}), 0)::int` })
      .from(partCounts)
      .where(scopeConditions(partCounts, accountId, bounds)),
  ]);
  return [new Map(levels.filter((r) => r.n > 0).map((r) => [r.level, r.n])), scope?.n ?? 0];
}

/**
 * Chooses the plan that could read fewer rows. The walk may skip every row outside the
 * bounds before it finds a page (wear follows age, and the forecast follows wear, so the
 * skipped rows are often all in front); the per-band merge reads at most a page from each
 * band, plus the rows outside the bounds in the bands the bounds cut. `force` pins a plan
 * (tests compare both on the same data).
 */
export function choosePlan(
  counts: Map<number, number>,
  scopeRows: number,
  bounds: WearBounds,
  pageRows: number,
  force?: 'walk' | 'bands',
): WearScope {
  const min = bound(bounds.wear_min, 0);
  const max = bound(bounds.wear_max, 100);
  const inBand = new Map<number, number>();
  const outBand = new Map<number, number>();
  let total = 0;
  for (const [level, n] of counts) {
    const band = Math.floor(level / BAND_WIDTH);
    const inside = level >= min && level <= max;
    const side = inside ? inBand : outBand;
    side.set(band, (side.get(band) ?? 0) + n);
    if (inside) total += n;
  }
  const outside = scopeRows - total;
  if (bounds.sort === '-wear_level' || bounds.sort === 'wear_level') return { total, plan: { kind: 'range' } };
  const bands = [...inBand.keys()];
  const bandRows = bands.reduce((sum, band) => sum + Math.min(inBand.get(band)!, pageRows) + (outBand.get(band) ?? 0), 0);
  const byBand = {
    kind: 'bands',
    from: bands.length ? Math.min(...bands) : Math.floor(min / BAND_WIDTH),
    to: bands.length ? Math.max(...bands) : Math.floor(max / BAND_WIDTH),
  } as const;
  if (force) return { total, plan: force === 'walk' ? { kind: 'walk' } : byBand };
  return { total, plan: outside + pageRows <= bandRows ? { kind: 'walk' } : byBand };
}

export async function wearScope(
  db: DbOrTx,
  accountId: string,
  bounds: WearBounds,
  pageRows: number,
  force?: 'walk' | 'bands',
): Promise<WearScope> {
  const [counts, scopeRows] = await readCounters(db, accountId, bounds);
  return choosePlan(counts, scopeRows, bounds, pageRows, force);
}
