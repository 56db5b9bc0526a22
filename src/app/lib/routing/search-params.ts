import * as z from 'zod/mini';

/** An optional enum search param: a value outside the list falls back to "no filter" instead of crashing. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}
