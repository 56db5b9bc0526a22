import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, restoreCell } from './csv-cells';

/** The one cell of a one-line file, as a spreadsheet or the importer reads it back. */
const cellOf = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data[0]![0]!;

describe('csvText', () => {
  it('leaves plain text alone and ends every line with CRLF', () => {
    expect(
      csvText([
        ['INV-000001', "O'Brien"],
        ['a', 'b'],
      ]),
    ).toBe(`INV-000001,O'Brien\r\na,b\r\n`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvText([['a,b', 'say "hi"', 'line\nbreak']])).toBe(`"a,b","say ""hi""","line\nbreak"\r\n`);
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', "'=x", "''+y"])('neutralises the formula start of %j', (value) => {
    expect(cellOf(csvText([[value]]))).toBe(`'${value}`);
  });

  it('neutralises and quotes together', () => {
    expect(csvText([['=HYPERLINK("http://x","y")']])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });

  it('writes nothing for no lines', () => {
    expect(csvText([])).toBe('');
  });
});

describe('restoreCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2', '@me', '\tx', "'=x", "''@y", "'plain", 'plain', "'", ''])(
    'gives back %j after csvText',
    (value) => {
      expect(restoreCell(cellOf(csvText([[value, 'next']])))).toBe(value);
    },
  );
});
