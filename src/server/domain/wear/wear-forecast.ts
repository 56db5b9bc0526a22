import { SERVICE_LIFE_SHARPENINGS, TYPICAL_WEAR_PER_DAY, WEAR_DUE_LEVEL } from '#contract/wear';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Fewer observed days of use than this say too little about a part's own pace. */
export const MIN_OBSERVED_DAYS = 7;

export interface ServiceRecord {
  wearBefore: number;
  wearAfter: number;
  completedAt: Date;
}

export type ForecastBasis = 'own_history' | 'type_average';

/**
 * The part's own pace: wear gained per day of use between services, summed over
 * every completed cycle (registration or a service, up to the next service).
 * Null when those cycles cover fewer than MIN_OBSERVED_DAYS.
 */
export function ownWearPerDay(createdAt: Date, history: readonly ServiceRecord[]): number | null {
  let start = createdAt.getTime();
  let startWear = 0;
  let gained = 0;
  let days = 0;
  for (const entry of [...history].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime())) {
    const end = entry.completedAt.getTime();
    if (end > start) {
      gained += Math.max(0, entry.wearBefore - startWear);
      days += (end - start) / DAY_MS;
    }
    start = Math.max(start, end);
    startWear = entry.wearAfter;
  }
  return days >= MIN_OBSERVED_DAYS ? gained / days : null;
}

export interface ForecastInput {
  partType: string;
  status: string;
  wearLevel: number;
  /** When wear_level was last measured (or last grew). */
  wearMeasuredAt: Date;
  ownWearPerDay: number | null;
}

export interface Forecast {
  forecastDueAt: Date | null;
  /** The pace the forecast rests on, and where it comes from; null when there is none. */
  wearPerDay: number | null;
  basis: ForecastBasis | null;
}

const NO_FORECAST: Forecast = { forecastDueAt: null, wearPerDay: null, basis: null };

function paceOf(input: ForecastInput): Pick<Forecast, 'wearPerDay' | 'basis'> {
  if (input.ownWearPerDay !== null) return { wearPerDay: input.ownWearPerDay, basis: 'own_history' };
  const typical = TYPICAL_WEAR_PER_DAY[input.partType as keyof typeof TYPICAL_WEAR_PER_DAY];
  return typical === undefined ? { wearPerDay: null, basis: null } : { wearPerDay: typical, basis: 'type_average' };
}

/**
 * When wear is expected to reach the due level: the line through the last
 * measurement at the part's pace. A part already due gets the moment the line
 * crossed the due level (in the past, so the most overdue sort first). Null for a
 * retired part, a part of an unknown type without history, and a part whose own
 * history shows no wear at all below the due level.
 */
export function forecastWear(input: ForecastInput): Forecast {
  if (input.status === 'retired') return NO_FORECAST;
  const pace = paceOf(input);
  if (pace.wearPerDay === null) return NO_FORECAST;
  const measured = input.wearMeasuredAt.getTime();
  if (pace.wearPerDay <= 0) {
    return { ...pace, forecastDueAt: input.wearLevel >= WEAR_DUE_LEVEL ? new Date(measured) : null };
  }
  const days = (WEAR_DUE_LEVEL - input.wearLevel) / pace.wearPerDay;
  return { ...pace, forecastDueAt: new Date(Math.round(measured + days * DAY_MS)) };
}

/** Sharpenings a part can still take before its type's service life is used up. */
export function sharpeningsLeft(partType: string, sharpeningCount: number): number | null {
  const life = SERVICE_LIFE_SHARPENINGS[partType as keyof typeof SERVICE_LIFE_SHARPENINGS];
  return life === undefined ? null : Math.max(0, life - sharpeningCount);
}
