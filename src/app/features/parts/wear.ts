/** Wear runs from 0 (sharp) to 100 (dull); the bands say when a part needs a service. */
export const WEAR_MIN = 0;
export const WEAR_MAX = 100;
export const WATCH_FROM = 40;
export const DUE_FROM = 70;

export type WearBand = 'fresh' | 'watch' | 'due';

export const WEAR_BAND_LABELS: Record<WearBand, string> = {
  fresh: 'Fresh',
  watch: 'Watch',
  due: 'Due for service',
};

/** A server may send anything; the gauge never draws outside 0–100 or a fraction. */
export function clampWear(level: number): number {
  if (!Number.isFinite(level)) return WEAR_MIN;
  return Math.min(WEAR_MAX, Math.max(WEAR_MIN, Math.round(level)));
}

export function wearBand(level: number): WearBand {
  const wear = clampWear(level);
  if (wear >= DUE_FROM) return 'due';
  if (wear >= WATCH_FROM) return 'watch';
  return 'fresh';
}

/** What a screen reader announces for a gauge, e.g. "72% worn, due for service". */
export function wearValueText(level: number): string {
  const band = wearBand(level);
  return `${clampWear(level)}% worn, ${WEAR_BAND_LABELS[band].toLowerCase()}`;
}
