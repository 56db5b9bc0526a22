import * as z from 'zod/mini';

/** An optional enum search param: a value outside the list falls back to "no filter" instead of crashing. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** An optional day (YYYY-MM-DD that is a real calendar day, an inclusive bound); anything else means "no bound". */
export const optionalDate = z.catch(z.optional(z.iso.date()), undefined);

/** An optional instant (an ISO 8601 UTC timestamp); anything else means "no bound". */
export const optionalTimestamp = z.catch(z.optional(z.iso.datetime({ offset: false })), undefined);

/** Whether any filter is set, so an empty list can say "no match" rather than "none yet". */
export function hasFilters(search: object): boolean {
  return Object.values(search).some((value) => value !== undefined);
}
