import * as z from 'zod/mini';
import { partListItemSchema, partSearchTermSchema } from './parts';

/** Parts a lookup answers unless asked for another number (what a person reads through at once). */
export const PART_LOOKUP_DEFAULT = 20;
export const PART_LOOKUP_MAX = 100;

/**
 * Extension: GET /v1/parts/lookup, a part found by what a person types (a serial number however
 * punctuated, a label): the best matches first, with how many match in all.
 */
export const partLookupQuerySchema = z.object({
  q: partSearchTermSchema,
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9][0-9]?)$/, `limit must be an integer from 1 to ${PART_LOOKUP_MAX}.`))),
});

export const partLookupResponseSchema = z.object({
  data: z.array(partListItemSchema),
  /** Every part `q` matches, as GET /v1/parts?q= counts them: more than `data` when the rest is left out. */
  meta: z.object({ total: z.int() }),
});
