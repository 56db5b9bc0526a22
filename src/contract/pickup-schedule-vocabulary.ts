// The words and limits of pickup schedules without their schemas: the portal's schedule form reads
// these, and the bodies' schemas (their range checks) would ride into the first load with zod.

export const PICKUP_SCHEDULE_STATUSES = ['active', 'paused'] as const;
export const PICKUP_SCHEDULE_LIMITS = {
  leadDaysMin: 1,
  leadDaysMax: 14,
  instructionsMax: 500,
  fixedPartsMax: 500,
  daysSinceServiceMax: 730,
} as const;
