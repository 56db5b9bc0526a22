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

/** Columns only the export writes: the service sets them, so an import leaves them out. */
export const EXPORT_ONLY_HEADERS = ['Status', 'Wear level', 'Registered', 'Part ID'] as const;
