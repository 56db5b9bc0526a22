import type { PartHistoryEntry } from '#contract/parts';
import { clampWear } from '#app/features/parts/wear';

export interface WearPoint {
  time: number;
  wear: number;
}

/**
 * The wear line as a sawtooth: it climbs to each service's "before" level and drops to its
 * "after" level at the moment of the service, then climbs to today's wear.
 */
export function wearSeries(history: readonly PartHistoryEntry[], currentWear: number, now: number): WearPoint[] {
  const services = [...history].sort((a, b) => Date.parse(a.completed_at) - Date.parse(b.completed_at));
  const points: WearPoint[] = services.flatMap((entry) => {
    const time = Date.parse(entry.completed_at);
    return [
      { time, wear: clampWear(entry.wear_before) },
      { time, wear: clampWear(entry.wear_after) },
    ];
  });
  const lastTime = points.at(-1)?.time ?? now;
  points.push({ time: Math.max(now, lastTime), wear: clampWear(currentWear) });
  return points;
}

/**
 * Where the current trend reaches the due level: from today's wear to the
 * forecast date. None when there is no forecast or the part is already due.
 */
export function trendToDue(current: WearPoint, forecastDueAt: string | null | undefined, dueLevel: number): WearPoint | null {
  if (!forecastDueAt) return null;
  const time = Date.parse(forecastDueAt);
  if (Number.isNaN(time) || time <= current.time || current.wear >= dueLevel) return null;
  return { time, wear: dueLevel };
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Plot coordinates; a single moment in time is centred rather than divided by zero. */
export function project(points: readonly WearPoint[], box: ChartBox) {
  const times = points.map((p) => p.time);
  const start = Math.min(...times);
  const span = Math.max(...times) - start;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (time: number) => box.left + (span === 0 ? plotWidth / 2 : ((time - start) / span) * plotWidth);
  const y = (wear: number) => box.top + plotHeight - (wear / 100) * plotHeight;
  return { x, y, start, end: start + span };
}

function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}%` : `${low}–${high}%`;
}

/** The chart's text alternative: what a sighted reader takes from the line. */
export function summariseWear(
  history: readonly PartHistoryEntry[],
  currentWear: number,
  formatDay: (iso: string) => string,
): string {
  const now = `Wear today: ${clampWear(currentWear)}%.`;
  if (history.length === 0) return `No services recorded yet. ${now}`;
  const sorted = [...history].sort((a, b) => Date.parse(a.completed_at) - Date.parse(b.completed_at));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const when =
    sorted.length === 1
      ? `on ${formatDay(first.completed_at)}`
      : `between ${formatDay(first.completed_at)} and ${formatDay(last.completed_at)}`;
  const count = sorted.length === 1 ? '1 service' : `${sorted.length} services`;
  return (
    `${count} ${when}. Wear before a service: ${range(sorted.map((e) => clampWear(e.wear_before)))}; ` +
    `after: ${range(sorted.map((e) => clampWear(e.wear_after)))}. ${now}`
  );
}
