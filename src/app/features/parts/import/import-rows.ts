import { PART_TEXT_MAX, type PartType } from '#contract/parts';
import { serialKey } from '#contract/parts-batch';
import { restoreCell } from '#app/lib/csv/csv-cells';
import { formatCount } from '#app/lib/format/format';
import { PART_CSV_COLUMNS, type PartCsvField } from '#app/features/parts/part-csv-columns';
import { columnsOf, type ColumnTarget } from './column-mapping';
import { matchType, typeValueKey } from './type-values';

export type RowValues = Record<PartCsvField, string>;

export interface ImportRow {
  /** Index among the table's rows (0 = the first row under the header). */
  index: number;
  /** The row's number in the spreadsheet: the header is row 1. */
  line: number;
  values: RowValues;
}

export interface RowProblem {
  field: PartCsvField | 'row';
  message: string;
  /** On a serial number another part has: that part, to link to. */
  existingPart?: { id: string; internal_label: string };
}

export const FIELD_LABELS: Record<PartCsvField, string> = Object.fromEntries(
  PART_CSV_COLUMNS.map(({ field, header }) => [field, header]),
) as Record<PartCsvField, string>;

/** The rows as the mapping reads them; a cell the export neutralised (`'=…`) reads as it was. */
export function rowsFrom(table: { rows: readonly string[][] }, mapping: readonly ColumnTarget[]): ImportRow[] {
  const columns = columnsOf(mapping);
  const cell = (row: readonly string[], field: PartCsvField) => {
    const column = columns[field];
    return column === undefined ? '' : restoreCell(row[column] ?? '');
  };
  return table.rows.map((row, index) => ({
    index,
    line: index + 2,
    values: {
      part_type: cell(row, 'part_type'),
      internal_label: cell(row, 'internal_label'),
      serial_number: cell(row, 'serial_number'),
      manufacturer: cell(row, 'manufacturer'),
      model: cell(row, 'model'),
    },
  }));
}

/** The row's type: the cell when it names one, else the choice made for its value, else null. */
export function resolvedType(values: RowValues, typeChoices: Readonly<Record<string, PartType>>): PartType | null {
  return matchType(values.part_type) ?? typeChoices[typeValueKey(values.part_type)] ?? null;
}

// eslint-disable-next-line no-control-regex -- the service refuses these in every string
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The service's rules for one row, in words (the server's dry run is the judge; this answers at once). */
export function ownProblems(values: RowValues, type: PartType | null): RowProblem[] {
  const problems: RowProblem[] = [];
  const raw = values.part_type.trim();
  if (raw === '') problems.push({ field: 'part_type', message: 'Type is missing.' });
  else if (type === null) problems.push({ field: 'part_type', message: `“${raw}” is not a type the service knows: choose one.` });
  if (values.internal_label.trim() === '') problems.push({ field: 'internal_label', message: 'Label is missing.' });
  for (const field of ['internal_label', 'serial_number', 'manufacturer', 'model'] as const) {
    const text = values[field].trim();
    if (text.length > PART_TEXT_MAX) {
      problems.push({
        field,
        message: `${FIELD_LABELS[field]} is ${formatCount(text.length)} characters long; at most ${PART_TEXT_MAX}.`,
      });
    }
    if (CONTROL_CHARS.test(text)) problems.push({ field, message: `${FIELD_LABELS[field]} holds control characters.` });
  }
  return problems;
}

/** Serial numbers given twice among the rows (trimmed, any case; empty ones never clash): row index → the first row's line. */
export function repeatedSerials(rows: readonly ImportRow[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const row of rows) {
    const key = serialKey(row.values.serial_number);
    if (key === '') continue;
    const line = first.get(key);
    if (line === undefined) first.set(key, row.line);
    else repeats.set(row.index, line);
  }
  return repeats;
}
