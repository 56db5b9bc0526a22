import * as z from 'zod/mini';
import { ORDER_RULES } from '#contract/order-vocabulary';

/** Distinct, non-empty ids in the order given, at most one order's worth. */
function normalizePartIds(value: string | string[]): string[] {
  const list = Array.isArray(value) ? value : value.split(',');
  const ids = list.map((id) => id.trim()).filter((id) => id.length > 0);
  return [...new Set(ids)].slice(0, ORDER_RULES.maxParts);
}

/**
 * `/orders/new?part_ids=…`: the parts screen sends its selection as a JSON array (the router's
 * search format); a comma-separated list is read too. Anything else starts with no parts.
 */
export const newOrderSearchSchema = z.object({
  part_ids: z.catch(z.optional(z.pipe(z.union([z.array(z.string()), z.string()]), z.transform(normalizePartIds))), undefined),
});
