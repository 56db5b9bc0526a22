import type { OpenOrderRef, Part, PartHistoryEntry, PartListItem } from '#contract/parts';
import type { partHistory, parts } from '#server/db/schema/parts';
import { forecastWear, sharpeningsLeft } from '#server/domain/wear/wear-forecast';

export type PartRow = typeof parts.$inferSelect;
export type PartHistoryRow = typeof partHistory.$inferSelect;
/** What a list item shows, and every list order's sort key. */
export type PartListRow = Pick<
  PartRow,
  | 'id'
  | 'partType'
  | 'status'
  | 'wearLevel'
  | 'sharpeningCount'
  | 'internalLabel'
  | 'serialNumber'
  | 'createdAt'
  | 'lastServicedAt'
  | 'forecastDueAt'
  | 'manufacturer'
  | 'model'
  | 'siteId'
>;

export function toPartListItem(row: PartListRow): PartListItem {
  return {
    id: row.id,
    part_type: row.partType,
    status: row.status,
    wear_level: row.wearLevel,
    sharpening_count: row.sharpeningCount,
    internal_label: row.internalLabel,
    serial_number: row.serialNumber,
    created_at: row.createdAt.toISOString(),
    last_serviced_at: row.lastServicedAt ? row.lastServicedAt.toISOString() : null,
    forecast_due_at: row.forecastDueAt ? row.forecastDueAt.toISOString() : null,
    site_id: row.siteId,
  };
}

/** The list item with fields the spec leaves out of it, as a client asked (`include`, an extension). */
export function toIncludingListItem(row: PartListRow, include: readonly string[]): PartListItem {
  return {
    ...toPartListItem(row),
    ...(include.includes('manufacturer') && { manufacturer: row.manufacturer }),
    ...(include.includes('model') && { model: row.model }),
  };
}

export function toPartHistoryEntry(row: PartHistoryRow): PartHistoryEntry {
  return {
    id: row.id,
    service_type: row.serviceType,
    wear_before: row.wearBefore,
    wear_after: row.wearAfter,
    technician_notes: row.technicianNotes,
    completed_at: row.completedAt.toISOString(),
    ...(row.fromSiteId !== null && { from_site_id: row.fromSiteId }),
    ...(row.toSiteId !== null && { to_site_id: row.toSiteId }),
    ...(row.madeByKind !== null && row.madeByName !== null && { made_by: { kind: row.madeByKind, name: row.madeByName } }),
  };
}

export function toPart(row: PartRow, history: PartHistoryRow[], openOrder: OpenOrderRef | null): Part {
  const { wearPerDay, basis } = forecastWear({ ...row, ownWearPerDay: row.wearPerDay });
  return {
    ...toPartListItem(row),
    manufacturer: row.manufacturer,
    model: row.model,
    history: history.map(toPartHistoryEntry),
    wear_per_day: wearPerDay === null ? null : Math.round(wearPerDay * 1000) / 1000,
    forecast_basis: basis,
    sharpenings_left: sharpeningsLeft(row.partType, row.sharpeningCount),
    open_order: openOrder,
  };
}
