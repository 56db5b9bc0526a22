import { ORDER_RULES } from '#contract/orders';
import { US_FEDERAL_HOLIDAYS } from './us-federal-holidays';

/** A window as wall-clock times in the service zone, "HH:MM". */
export interface LocalWindow {
  start: string;
  end: string;
}

/** The rules the offered pickup windows follow (docs/v1-decisions.md, "Pickup windows"). */
export interface PickupRules {
  /** IANA zone the windows are wall-clock times in. */
  timeZone: string;
  /** ISO weekdays served: 1 = Monday … 7 = Sunday. */
  businessDays: readonly number[];
  /** The windows of every business day, ascending. */
  windows: readonly LocalWindow[];
  /** Windows start no earlier than the start of this many business days after today (1 = no same-day pickup). */
  leadBusinessDays: number;
  /** Open orders one window takes. */
  capacity: number;
  /** Closed business days, "YYYY-MM-DD" → name. */
  holidays: ReadonlyMap<string, string>;
  /** Windows start at most this many days from now. */
  horizonDays: number;
}

export const DEFAULT_PICKUP_RULES: PickupRules = {
  timeZone: 'America/New_York',
  businessDays: [1, 2, 3, 4, 5],
  windows: [
    { start: '08:00', end: '10:00' },
    { start: '10:00', end: '12:00' },
    { start: '12:00', end: '14:00' },
    { start: '14:00', end: '16:00' },
    { start: '16:00', end: '18:00' },
  ],
  leadBusinessDays: 1,
  capacity: 4,
  holidays: US_FEDERAL_HOLIDAYS,
  horizonDays: ORDER_RULES.maxDaysAhead,
};

/** The configured rules, or the defaults for a config that names none (tests, benches). */
export function pickupRulesOf(config: { pickup?: PickupRules }): PickupRules {
  return config.pickup ?? DEFAULT_PICKUP_RULES;
}
