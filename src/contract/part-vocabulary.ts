// The words of parts (types, statuses, sorts, limits) without their schemas: the portal's route
// search validation imports these on the first load, where the response schemas would cost bytes.

/** The spec shows blade, scissor, saw and leaves the set open; the sandbox adds these. */
export const PART_TYPES = ['blade', 'scissor', 'saw', 'knife', 'chisel', 'drill_bit'] as const;
export type PartType = (typeof PART_TYPES)[number];

export const PART_STATUSES = [
  'with_customer',
  'pickup_scheduled',
  'in_transit_to_center',
  'at_service_center',
  'in_transit_back',
  'delivered',
  'retired',
] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/** Filter-only value: any status between pickup being scheduled and the return trip. */
export const IN_SERVICE_PART_STATUSES = [
  'pickup_scheduled',
  'in_transit_to_center',
  'at_service_center',
  'in_transit_back',
] as const satisfies readonly PartStatus[];
export const PART_STATUS_FILTERS = [...PART_STATUSES, 'in_service'] as const;
export type PartStatusFilter = (typeof PART_STATUS_FILTERS)[number];

export const PART_TEXT_MAX = 200;

/** `sort` values of GET /v1/parts; `-created_at` (newest first) is the default. */
export const PART_SORTS = ['-created_at', '-wear_level', 'wear_level', 'forecast_due_at', '-last_serviced_at'] as const;
export type PartSort = (typeof PART_SORTS)[number];

/** Where a forecast's pace comes from: the part's own service history, or its type's typical pace. */
export const FORECAST_BASES = ['own_history', 'type_average'] as const;

export const PART_SEARCH_MAX = 100;
