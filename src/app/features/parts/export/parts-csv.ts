import type { PartListItem } from '#contract/parts';
import { csvText } from '#app/lib/csv/csv-cells';
import { EXPORT_ONLY_HEADERS, PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';

const HEADER = [...PART_CSV_COLUMNS.map((column) => column.header), ...EXPORT_ONLY_HEADERS];

function partRow(part: PartListItem): string[] {
  return [
    part.part_type,
    part.internal_label,
    part.serial_number,
    part.manufacturer ?? '',
    part.model ?? '',
    part.status,
    String(part.wear_level),
    part.created_at,
    part.id,
  ];
}

/** RFC 4180 text with a header row: the importer's columns first, then what the service sets. */
export function partsToCsv(parts: readonly PartListItem[]): string {
  return csvText([HEADER, ...parts.map(partRow)]);
}
