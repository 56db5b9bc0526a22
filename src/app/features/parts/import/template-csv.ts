import { csvText } from '#app/lib/csv/csv-cells';
import { downloadCsv } from '#app/lib/csv/download-file';
import { PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';

/** The importer's columns and two example rows: a start that imports as it is. */
export const TEMPLATE_CSV = csvText([
  PART_CSV_COLUMNS.map((column) => column.header),
  ['knife', 'Line 2 boning knife', 'VE-564425', 'Vellen', 'Vellen 300'],
  ['saw', 'Workshop band saw, left', 'BR-99120', 'Brandt & Sohn', 'Band 7'],
]);

export function downloadTemplate(): void {
  downloadCsv(TEMPLATE_CSV, 'parts-import-template.csv');
}
