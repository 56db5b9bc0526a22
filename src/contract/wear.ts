import type { PartType } from './part-vocabulary';

/** Wear bands, in percent: fresh below WATCH, watch from WATCH, due for service from DUE. */
export const WEAR_WATCH_LEVEL = 40;
export const WEAR_DUE_LEVEL = 70;

/** How many sharpenings a part of each type takes before too little metal is left to sharpen again. */
export const SERVICE_LIFE_SHARPENINGS: Record<PartType, number> = {
  blade: 20,
  scissor: 25,
  saw: 15,
  knife: 30,
  chisel: 25,
  drill_bit: 10,
};

/**
 * Wear points a part of each type gains per day in typical use: the forecast's
 * basis for a part whose own history is too short to measure.
 */
export const TYPICAL_WEAR_PER_DAY: Record<PartType, number> = {
  blade: 0.6,
  scissor: 0.35,
  saw: 0.5,
  knife: 0.8,
  chisel: 0.3,
  drill_bit: 0.7,
};

export const WEAR_BANDS = ['fresh', 'watch', 'due'] as const;
export type WearBand = (typeof WEAR_BANDS)[number];

/** The inclusive wear range of a band, as `wear_min` / `wear_max` query values. */
export function wearBandRange(band: WearBand): { wear_min: number; wear_max: number } {
  if (band === 'fresh') return { wear_min: 0, wear_max: WEAR_WATCH_LEVEL - 1 };
  if (band === 'watch') return { wear_min: WEAR_WATCH_LEVEL, wear_max: WEAR_DUE_LEVEL - 1 };
  return { wear_min: WEAR_DUE_LEVEL, wear_max: 100 };
}
