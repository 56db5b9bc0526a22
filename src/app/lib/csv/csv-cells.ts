/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection): =, +, -, @,
 * tab and carriage return. A cell starting with one, after any apostrophes, gets one more
 * apostrophe in front; reading a file back takes one off again, so "=HYPERLINK(…)" and even
 * "'=x" survive an export and import as the text they were.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One CSV field: formula starts neutralised with a leading ', then quoted when it holds , " or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A cell as it was before csvCell neutralised it (the quoting is the CSV parser's to undo). */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** RFC 4180 text: CRLF line ends, every line (the header too) ended. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
