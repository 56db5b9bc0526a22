import type { PartListItem } from '#contract/parts';
import { csvText } from '#app/lib/csv/csv-cells';
import { EXPORT_ONLY_COLUMNS, PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';

const HEADER = [...PART_CSV_COLUMNS.map((column) => column.header), ...EXPORT_ONLY_COLUMNS.map((column) => column.header)];

function partRow(part: PartListItem): string[] {
  return [
    ...PART_CSV_COLUMNS.map((column) => part[column.field] ?? ''),
    ...EXPORT_ONLY_COLUMNS.map((column) => column.cell(part)),
  ];
}

/** RFC 4180 text with a header row: the importer's columns first, then what the service sets. */
export function partsToCsv(parts: readonly PartListItem[]): string {
  return csvText([HEADER, ...parts.map(partRow)]);
}
