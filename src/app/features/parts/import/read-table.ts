import Papa from 'papaparse';
import { formatCount } from '#app/lib/format/format';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-limits';
import { decodeText, notTextReason } from './sniff-file';

export interface Table {
  /** The first row's cells, or "Column N" where it has none. */
  headers: string[];
  /** Every row under the header, each as wide as the widest row. */
  rows: string[][];
  delimiter: string;
  encoding: 'utf-8' | 'windows-1252';
}

export type TableResult = { ok: true; table: Table } | { ok: false; message: string };

export type TableSource = { bytes: ArrayBuffer } | { text: string };

const refuse = (message: string): TableResult => ({ ok: false, message });
const MB = MAX_IMPORT_BYTES / 1024 / 1024;

function textOf(source: TableSource): { text: string; encoding: Table['encoding'] } | string {
  if ('text' in source) return { text: source.text, encoding: 'utf-8' };
  if (source.bytes.byteLength > MAX_IMPORT_BYTES) {
    const size = (source.bytes.byteLength / 1024 / 1024).toFixed(1);
    return `This file is ${size} MB; the importer reads files up to ${MB} MB (${formatCount(MAX_IMPORT_ROWS)} parts fit in far less). Split it into smaller files.`;
  }
  const bytes = new Uint8Array(source.bytes);
  return notTextReason(bytes) ?? decodeText(bytes);
}

/**
 * A CSV or tab-separated text (a file, or cells pasted from a spreadsheet) as a table: quotes,
 * separators inside quotes, line breaks inside quotes, a byte order mark, CRLF, and `,` `;` tab or
 * `|` between cells. Anything that is not such a table gets a sentence saying what to do.
 */
export function readTable(source: TableSource): TableResult {
  const decoded = textOf(source);
  if (typeof decoded === 'string') return refuse(decoded);
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return refuse('The file is empty. Choose the spreadsheet saved as CSV, or paste its cells.');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', '\t', ';', '|'] });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    const line = (unclosed.row ?? 0) + 1;
    return refuse(
      `Row ${line} opens a quoted cell that never closes (a " without its pair), so the rest of the file cannot be read. Fix it in the spreadsheet and save it again.`,
    );
  }
  const [first = [], ...rows] = parsed.data;
  if (rows.length === 0)
    return refuse('The file has a header row but no parts under it. Add a row for each part, one part per row.');
  if (rows.length > MAX_IMPORT_ROWS) {
    return refuse(
      `The file has ${formatCount(rows.length)} rows; one import takes at most ${formatCount(MAX_IMPORT_ROWS)}. Split it into files of ${formatCount(MAX_IMPORT_ROWS)} rows or fewer.`,
    );
  }
  const width = Math.max(first.length, ...rows.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, i) => first[i]?.trim() || `Column ${i + 1}`);
  const padded = rows.map((row) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? '')));
  return { ok: true, table: { headers, rows: padded, delimiter: parsed.meta.delimiter, encoding: decoded.encoding } };
}
