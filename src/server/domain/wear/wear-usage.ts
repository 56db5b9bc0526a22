import { createHash } from 'node:crypto';
import { TYPICAL_WEAR_PER_DAY } from '#contract/wear';
import { DAY_MS } from './wear-forecast';

/** A stable number in [0, 1) from text: the same part always gets the same pace. */
function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The sandbox's stand-in for real use: each part has its own steady pace, from
 * half to one and a half times its type's typical pace, and each cycle between
 * services varies by up to 15 % around it (busier and quieter months).
 */
export function usageWearPerDay(partId: string, partType: string, sharpeningCount: number): number {
  const typical = TYPICAL_WEAR_PER_DAY[partType as keyof typeof TYPICAL_WEAR_PER_DAY] ?? 0.5;
  const partFactor = 0.5 + unitHash(partId);
  const cycleNoise = 0.85 + 0.3 * unitHash(`${partId}:${sharpeningCount}`);
  return typical * partFactor * cycleNoise;
}

export interface WearState {
  wearLevel: number;
  wearMeasuredAt: Date;
}

export interface GrownWear extends WearState {
  /** When the next whole point is gained; null once the edge is fully dull. */
  nextPointAt: Date | null;
}

/**
 * Wear after use until `now`, a pure function of elapsed time: whole points
 * only, and the measurement moves forward by just the time those points took,
 * so the fraction of a point already used is never lost, however often this runs.
 */
export function growUntil(state: WearState, perDay: number, now: Date): GrownWear {
  const msPerPoint = DAY_MS / perDay;
  if (state.wearLevel >= 100) return { ...state, nextPointAt: null };
  const elapsed = Math.max(0, now.getTime() - state.wearMeasuredAt.getTime());
  const points = Math.min(100 - state.wearLevel, Math.floor(elapsed / msPerPoint));
  const wearLevel = state.wearLevel + points;
  const wearMeasuredAt = new Date(state.wearMeasuredAt.getTime() + Math.round(points * msPerPoint));
  // Strictly after `now`, whatever the rounding: a caller that wears every part due by `now` ends.
  const nextPointAt =
    wearLevel >= 100 ? null : new Date(Math.max(now.getTime() + 1, wearMeasuredAt.getTime() + Math.ceil(msPerPoint)));
  return { wearLevel, wearMeasuredAt, nextPointAt };
}
