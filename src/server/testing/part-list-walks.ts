import type { PartStatusFilter } from '#contract/parts';
import { serialSearchKey } from '#contract/serial-numbers';
import type { Db } from '#server/db/client';
import type { CursorPosition } from '#server/domain/lists/cursor';
import { PART_ORDERS } from '#server/domain/parts/part-list-order';
import type { PartRow } from '#server/domain/parts/part-mappers';
import { listParts, type PartFilters } from '#server/domain/parts/part-queries';

/** The scopes every plan test reads under: everything, a status group, one status, one type. */
export const PART_SCOPES: { status?: PartStatusFilter; part_type?: string }[] = [
  {},
  { status: 'in_service' },
  { status: 'retired' },
  { part_type: 'blade' },
];

/** Every page of a cursor walk of the parts list: the ids of each page and each page's total. */
export async function walkPartList(
  db: Db,
  accountId: string,
  filters: PartFilters,
  options: { now: Date; limit: number; force?: Parameters<typeof listParts>[5] },
): Promise<{ pages: string[][]; totals: number[] }> {
  const pages: string[][] = [];
  const totals: number[] = [];
  let after: CursorPosition | null = null;
  do {
    const page = await listParts(db, accountId, filters, { limit: options.limit, after }, options.now, options.force);
    pages.push(page.items.map((p) => p.id));
    totals.push(page.total);
    after = page.next;
  } while (after);
  return { pages, totals };
}

/** Spelled out here, not imported: a wrong status group in the code must not also be the expectation. */
const IN_SERVICE = ['pickup_scheduled', 'in_transit_to_center', 'at_service_center', 'in_transit_back'];

/**
 * What the list must return for these filters (status, type, wear bounds, search, sort), computed
 * from every row. The search: a substring of a field, or of the serial's key (the contract's rule;
 * the service compares in SQL).
 */
export function expectedPartIds(all: PartRow[], filters: PartFilters): string[] {
  const order = PART_ORDERS[filters.sort ?? '-created_at'];
  const desc = order.direction === 'desc' ? -1 : 1;
  const q = filters.q?.toLowerCase();
  return all
    .filter((p) =>
      filters.status === 'in_service' ? IN_SERVICE.includes(p.status) : !filters.status || p.status === filters.status,
    )
    .filter((p) => !filters.part_type || p.partType === filters.part_type)
    .filter((p) => p.wearLevel >= Number(filters.wear_min ?? 0) && p.wearLevel <= Number(filters.wear_max ?? 100))
    .filter(
      (p) =>
        q === undefined ||
        [p.internalLabel, p.serialNumber, p.manufacturer, p.model].some((f) => f.toLowerCase().includes(q)) ||
        (serialSearchKey(q) !== '' && serialSearchKey(p.serialNumber).includes(serialSearchKey(q))),
    )
    .sort((a, b) => {
      const ka = order.key(a);
      const kb = order.key(b);
      if (ka !== kb) return ka === null ? 1 : kb === null ? -1 : desc * (ka - kb);
      return desc * (a.id < b.id ? -1 : 1);
    })
    .map((p) => p.id);
}
