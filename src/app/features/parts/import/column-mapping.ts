import { EXPORT_ONLY_COLUMNS, PART_CSV_COLUMNS, type PartCsvField } from '#app/features/parts/part-csv-columns';

/** What a column can be read as: a part field, or the site (kitchen) the row's part goes to. */
export type ColumnField = PartCsvField | 'site';

/** Where a column's cells go: a part field, the site, or nowhere. */
export type ColumnTarget = ColumnField | 'ignore';

/** A header as compared: lower case, letters and digits only ("S/N" → "sn", "Serial #" → "serial"). */
const normalize = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const SYNONYMS: Record<ColumnField, string[]> = {
  part_type: ['type', 'parttype', 'kind', 'category', 'tooltype'],
  internal_label: ['label', 'name', 'internallabel', 'partlabel', 'partname', 'tool', 'toolname', 'item'],
  serial_number: ['serial', 'serialnumber', 'serialno', 'serialnr', 'sn', 'snr'],
  manufacturer: ['manufacturer', 'make', 'maker', 'brand', 'mfr', 'mfg', 'vendor'],
  model: ['model', 'modelnumber', 'modelno', 'modelname'],
  site: ['site', 'siteid', 'sitename', 'kitchen', 'kitchenname', 'location', 'locationname'],
};

const FIELD_BY_HEADER = new Map(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((name) => [name, field as ColumnField] as const)),
);
for (const { field, header } of PART_CSV_COLUMNS) FIELD_BY_HEADER.set(normalize(header), field);

/** Headers the export writes beside the importer's columns: the service sets them, so they are left out. */
const SERVICE_SET = new Set(EXPORT_ONLY_COLUMNS.map((column) => normalize(column.header)));

export function isServiceSetColumn(header: string): boolean {
  return SERVICE_SET.has(normalize(header));
}

/** Each column's field by its header (any case and punctuation); the first column for a field wins, the rest are ignored. */
export function guessMapping(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<ColumnField>();
  return headers.map((header) => {
    const field = FIELD_BY_HEADER.get(normalize(header));
    if (!field || taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}

/** A new target for one column; a field another column had moves here (a field is read from one column). */
export function remap(mapping: readonly ColumnTarget[], column: number, target: ColumnTarget): ColumnTarget[] {
  return mapping.map((current, i) => (i === column ? target : target !== 'ignore' && current === target ? 'ignore' : current));
}

/** The column each field is read from, if any. */
export function columnsOf(mapping: readonly ColumnTarget[]): Partial<Record<ColumnField, number>> {
  const columns: Partial<Record<ColumnField, number>> = {};
  mapping.forEach((target, i) => {
    if (target !== 'ignore') columns[target] = i;
  });
  return columns;
}
