import { partCreateSchema, type PartType } from '#contract/parts';
import { serialKey } from '#contract/serial-numbers';
import { hasControlChars } from '#contract/text-rules';
import { looksLikeFormula, restoreCell } from '#app/lib/csv/csv-cells';
import { formatCount } from '#app/lib/format/format';
import { PART_CSV_COLUMNS, type PartCsvField } from '#app/features/parts/part-csv-columns';
import type { SiteOption } from '#app/features/sites/part-site-choice';
import { columnsOf, type ColumnField, type ColumnTarget } from './column-mapping';
import { matchType, typeValueKey } from './type-values';

export type RowValues = Record<PartCsvField, string>;

export interface ImportRow {
  /** Index among the table's rows (0 = the first row under the header). */
  index: number;
  /** The row's number in the spreadsheet: the header is row 1. */
  line: number;
  values: RowValues;
  /** The row's site cell (a name or an id), '' without one or without a site column. */
  site: string;
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
  const cell = (row: readonly string[], field: ColumnField) => {
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
    site: cell(row, 'site').trim(),
  }));
}

/** The sites rows may name, and the site of the whole file. */
export interface SiteContext {
  /** The account's active sites in name order; null from a server without sites (a site column is then left out). */
  sites: readonly SiteOption[] | null;
  /** The file's chosen site for rows that name none; '' to send none (one site: the server defaults). */
  fileSiteId: string;
}

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The row's site: its cell by id or by name (any case), else the file's site; an unknown cell is a problem naming the known sites. */
export function resolveSite(cell: string, context: SiteContext): { siteId: string; problem: RowProblem | null } {
  const { sites, fileSiteId } = context;
  if (cell === '' || sites === null) return { siteId: fileSiteId, problem: null };
  const wanted = cell.toLocaleLowerCase();
  const site = sites.find((s) => s.id === cell) ?? sites.find((s) => s.name.trim().toLocaleLowerCase() === wanted);
  if (site) return { siteId: site.id, problem: null };
  const known = sites.map((s) => `“${s.name}”`);
  return {
    siteId: '',
    problem: {
      field: 'row',
      message: `Site “${cell}” is not one of your sites: use ${known.length > 1 ? 'one of ' : ''}${listed(known)}.`,
    },
  };
}

/** The row's type: the cell when it names one, else the choice made for its value, else null. */
export function resolvedType(values: RowValues, typeChoices: Readonly<Record<string, PartType>>): PartType | null {
  return matchType(values.part_type) ?? typeChoices[typeValueKey(values.part_type)] ?? null;
}

const TEXT_FIELDS = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;

/** A rule of the contract's part schema, in the words of the preview. */
function problemOf(issue: { path: PropertyKey[]; code: string; maximum?: unknown }, values: RowValues): RowProblem | null {
  const field = issue.path[0];
  if (field === 'part_type') return null; // the type is resolved (and explained) before the schema sees it
  if (!TEXT_FIELDS.includes(field as (typeof TEXT_FIELDS)[number])) return { field: 'row', message: 'This row cannot be read.' };
  const name = field as (typeof TEXT_FIELDS)[number];
  if (issue.code === 'too_small') return { field: name, message: `${FIELD_LABELS[name]} is missing.` };
  if (issue.code === 'too_big') {
    const length = values[name].trim().length;
    return {
      field: name,
      message: `${FIELD_LABELS[name]} is ${formatCount(length)} characters long; at most ${String(issue.maximum)}.`,
    };
  }
  return { field: name, message: `${FIELD_LABELS[name]} is not valid.` };
}

/**
 * The service's rules for one row, in words: the contract's part schema (what POST /v1/parts/batch
 * checks) and its control-character rule, so the preview answers at once by the same rules (the
 * server's dry run is still the judge: serial numbers already registered).
 */
export function ownProblems(values: RowValues, type: PartType | null): RowProblem[] {
  const problems: RowProblem[] = [];
  const raw = values.part_type.trim();
  if (raw === '') problems.push({ field: 'part_type', message: 'Type is missing.' });
  else if (type === null) problems.push({ field: 'part_type', message: `“${raw}” is not a type the service knows: choose one.` });
  const parsed = partCreateSchema.safeParse({
    part_type: type ?? 'other',
    internal_label: values.internal_label,
    serial_number: values.serial_number,
    manufacturer: values.manufacturer,
    model: values.model,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const problem = problemOf(issue as { path: PropertyKey[]; code: string; maximum?: unknown }, values);
      if (problem) problems.push(problem);
    }
  }
  for (const field of TEXT_FIELDS) {
    if (hasControlChars(values[field].trim()))
      problems.push({ field, message: `${FIELD_LABELS[field]} holds control characters.` });
  }
  return problems;
}

/** Each row's serial as compared, kept per row object (one per version of its values). */
const serialKeys = new WeakMap<ImportRow, string>();

function serialKeyOf(row: ImportRow): string {
  let key = serialKeys.get(row);
  if (key === undefined) {
    key = serialKey(row.values.serial_number);
    serialKeys.set(row, key);
  }
  return key;
}

/**
 * Serial numbers given more than once among the rows (trimmed, any case; empty ones never clash):
 * row index → the spreadsheet rows of the others with that serial, so each row names the others.
 */
export function repeatedSerials(rows: readonly ImportRow[]): Map<number, number[]> {
  const rowsBySerial = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const key = serialKeyOf(row);
    if (key === '') continue;
    const same = rowsBySerial.get(key);
    if (same) same.push(row);
    else rowsBySerial.set(key, [row]);
  }
  const repeats = new Map<number, number[]>();
  for (const same of rowsBySerial.values()) {
    if (same.length < 2) continue;
    for (const row of same)
      repeats.set(
        row.index,
        same.filter((other) => other !== row).map((other) => other.line),
      );
  }
  return repeats;
}

/** "Serial number “VE-1” is also in row 5." / "… in rows 5 and 9." / "… in rows 2, 5 and 9." */
export function repeatedSerialMessage(serial: string, otherLines: readonly number[]): string {
  const lines = otherLines.map((line) => formatCount(line));
  const rows = lines.length === 1 ? `row ${lines[0]}` : `rows ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
  return `Serial number “${serial.trim()}” is also in ${rows}.`;
}

/** The text fields a spreadsheet would run as a formula (the export writes them neutralised, the service stores them as text). */
export function formulaFields(values: RowValues): PartCsvField[] {
  return TEXT_FIELDS.filter((field) => looksLikeFormula(values[field].trim()));
}

/** Why a cell that starts with "=" (or +, -, @) is fine: the service keeps text, and the export neutralises it. */
export function formulaNote(fields: readonly PartCsvField[]): string {
  const names = fields.map((field) => FIELD_LABELS[field]);
  const named = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${named} ${names.length === 1 ? 'starts' : 'start'} like a spreadsheet formula. It is stored as text, never run, and exports keep spreadsheets from running it.`;
}
