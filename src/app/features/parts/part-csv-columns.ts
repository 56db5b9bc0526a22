import type { PartListItem } from '#contract/parts';
import { partStatusWords } from '#app/lib/format/part-status-words';

/**
 * The columns of a parts spreadsheet, as the export writes them and the importer and its
 * template read them: an exported file imports into another account with no mapping step.
 */
export const PART_CSV_COLUMNS = [
  { field: 'part_type', header: 'Type' },
  { field: 'internal_label', header: 'Label' },
  { field: 'serial_number', header: 'Serial number' },
  { field: 'manufacturer', header: 'Manufacturer' },
  { field: 'model', header: 'Model' },
] as const;

export type PartCsvField = (typeof PART_CSV_COLUMNS)[number]['field'];

/** A calendar day where the reader is (YYYY-MM-DD, which spreadsheets read as a date), or empty. */
function localDay(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const at = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Columns only the export writes, each header beside the cell it heads: what an operations lead
 * plans with, which the service sets, so an import leaves them out by these headers.
 */
export const EXPORT_ONLY_COLUMNS: readonly { header: string; cell: (part: PartListItem) => string }[] = [
  { header: 'Status', cell: (part) => partStatusWords(part.status) },
  { header: 'Status code', cell: (part) => part.status },
  { header: 'Wear level', cell: (part) => String(part.wear_level) },
  { header: 'Sharpenings', cell: (part) => String(part.sharpening_count) },
  { header: 'Last serviced', cell: (part) => localDay(part.last_serviced_at) },
  { header: 'Forecast due', cell: (part) => localDay(part.forecast_due_at) },
  { header: 'Registered', cell: (part) => part.created_at },
  { header: 'Part ID', cell: (part) => part.id },
];
