import type { PartListItem } from '#contract/parts';
import { ORDER_RULES } from '#contract/orders';

export interface DuePartsOffer {
  /** The parts the one button adds: due now first, then due within 14 days, as many as the order has room for. */
  ids: string[];
  dueNow: number;
  dueSoon: number;
  /** Adding them spares a later pickup: parts due soon join this one instead of needing their own. */
  savesPickup: boolean;
}

/**
 * One offer out of the two due lists (the "due soon" list includes the parts already due):
 * each part once, none already chosen, no more than the order can take.
 */
export function duePartsOffer(
  dueNow: readonly PartListItem[],
  dueSoon: readonly PartListItem[],
  selected: readonly string[],
): DuePartsOffer | null {
  const chosen = new Set(selected);
  const now = new Set(dueNow.map((part) => part.id));
  const ids = [...new Set([...dueNow, ...dueSoon].map((part) => part.id))]
    .filter((id) => !chosen.has(id))
    .slice(0, Math.max(0, ORDER_RULES.maxParts - selected.length));
  if (ids.length === 0) return null;
  const counted = ids.filter((id) => now.has(id)).length;
  const soon = ids.length - counted;
  return { ids, dueNow: counted, dueSoon: soon, savesPickup: soon > 0 && (counted > 0 || selected.length > 0) };
}
