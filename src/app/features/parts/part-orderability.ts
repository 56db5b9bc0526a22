import { IN_SERVICE_PART_STATUSES, type PartListItem } from '#contract/parts';

const IN_SERVICE: ReadonlySet<string> = new Set(IN_SERVICE_PART_STATUSES);

/** Why a part can't go in a new pickup order, as far as the list item tells; null when it can. */
export function orderBlockReason(part: Pick<PartListItem, 'status'>): string | null {
  if (part.status === 'retired') return 'Retired parts can’t be ordered.';
  // Between pickup being scheduled and the trip back, a part is held by an open order.
  if (IN_SERVICE.has(part.status)) return 'Already in an open order.';
  return null;
}

/** The most parts one order takes (docs/v1-decisions.md, Orders). */
export const MAX_PARTS_PER_ORDER = 100;
