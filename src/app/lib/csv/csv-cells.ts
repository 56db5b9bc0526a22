import Papa from 'papaparse';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection): =, +, -, @,
 * tab and carriage return. A cell starting with one, after any apostrophes, gets one more
 * apostrophe in front; reading a file back takes one off again, so "=HYPERLINK(…)" and even
 * "'=x" survive an export and import as the text they were.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Whether a spreadsheet would run the cell as a formula, were it written as it is. */
export function looksLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell);
}

/** A cell as it was before csvText neutralised it (the quoting is the CSV parser's to undo). */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * RFC 4180 text, written by the parser that reads it (Papa Parse's unparse): CRLF line ends, every
 * line (the header too) ended, a field quoted when it needs it, formula starts neutralised with a
 * leading ' (Papa's escapeFormulae, given the same rule restoreCell undoes).
 */
export function csvText(lines: readonly (readonly string[])[]): string {
  if (lines.length === 0) return '';
  return `${Papa.unparse(lines as string[][], { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}
