import * as z from 'zod/mini';
import { PART_SEARCH_MAX, PART_SORTS, PART_STATUS_FILTERS, PART_TYPES } from '#contract/part-vocabulary';
import { WEAR_BANDS, wearBandRange } from '#contract/wear';
import { optionalEnum } from '#app/lib/routing/search-params';
import type { PartsCapabilities } from '#app/features/parts/api/parts-capabilities-query';

/** Forecast horizons the list filters by: due within 14 or 30 days (parts already due included). */
export const DUE_HORIZONS = ['14d', '30d'] as const;
export type DueHorizon = (typeof DUE_HORIZONS)[number];
const HORIZON_DAYS: Record<DueHorizon, number> = { '14d': 14, '30d': 30 };

export const partsSearchSchema = z.object({
  status: optionalEnum(PART_STATUS_FILTERS),
  part_type: optionalEnum(PART_TYPES),
  q: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(PART_SEARCH_MAX))), undefined),
  wear: optionalEnum(WEAR_BANDS),
  due: optionalEnum(DUE_HORIZONS),
  sort: optionalEnum(PART_SORTS),
  /** The parts one import registered (a link from the import screen's result); the server checks the id. */
  import: z.catch(z.optional(z.string().check(z.regex(/^[\w.:-]{1,100}$/))), undefined),
});
/** The list's own filters and the site the portal is scoped to (the header's switcher: the `_portal` route's search). */
export type PartsSearch = z.output<typeof partsSearchSchema> & { site?: string };

/**
 * The filters a server can apply: without the wear extensions only status and type. An import's
 * parts combine with status and type only (the server walks the import's own index).
 */
export function supportedFilters(filters: PartsSearch, capabilities: PartsCapabilities): PartsSearch {
  if (filters.import !== undefined) return { status: filters.status, part_type: filters.part_type, import: filters.import };
  if (capabilities.wearActions) return filters;
  return { status: filters.status, part_type: filters.part_type, site: filters.site };
}

/** The list's query parameters: a wear band becomes its inclusive wear range. */
export function partsQuery(filters: PartsSearch) {
  return {
    status: filters.status,
    part_type: filters.part_type,
    q: filters.q,
    ...(filters.wear ? wearBandRange(filters.wear) : {}),
    due_within: filters.due ? HORIZON_DAYS[filters.due] : undefined,
    sort: filters.sort,
    import_id: filters.import,
    site_id: filters.site,
  };
}

/** How many of the filters behind the phone's fold are set (the search stays outside it): what the fold says. */
export function foldedFilterCount(filters: PartsSearch, wearActions: boolean): number {
  const shown = wearActions
    ? [filters.status, filters.part_type, filters.wear, filters.due, filters.sort]
    : [filters.status, filters.part_type];
  return shown.filter((value) => value !== undefined).length;
}
