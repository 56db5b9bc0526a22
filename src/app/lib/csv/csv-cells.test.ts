import { describe, expect, it } from 'vitest';
import { csvCell, csvText, restoreCell } from './csv-cells';

const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('INV-000001')).toBe('INV-000001');
    expect(csvCell("O'Brien")).toBe("O'Brien");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', "'=x", "''+y"])('neutralises the formula start of %j', (value) => {
    expect(unquote(csvCell(value))).toBe(`'${value}`);
  });

  it('neutralises and quotes together', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe('restoreCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2', '@me', '\tx', "'=x", "''@y", "'plain", 'plain', "'", ''])(
    'gives back %j after csvCell',
    (value) => {
      expect(restoreCell(unquote(csvCell(value)))).toBe(value);
    },
  );
});

describe('csvText', () => {
  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['=c', 'd,e'],
      ]),
    ).toBe(`a,b\r\n'=c,"d,e"\r\n`);
  });
});
