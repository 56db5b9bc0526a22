import { describe, expect, it } from 'vitest';
import { readTable, type TableResult } from './read-table';

const bytes = (text: string | number[]) =>
  (typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text)).buffer as ArrayBuffer;
const table = (result: TableResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.table;
};

describe('readTable', () => {
  it('reads quotes, separators and line breaks inside quotes, a BOM and CRLF', () => {
    const csv = '\uFEFFType,Label,Serial\r\nknife,"Line 2, boning",VE-1\r\nsaw,"Two\r\nlines ""quoted""",\r\n';
    const { headers, rows, delimiter } = table(readTable({ bytes: bytes(csv) }));
    expect(headers).toEqual(['Type', 'Label', 'Serial']);
    expect(rows).toEqual([
      ['knife', 'Line 2, boning', 'VE-1'],
      ['saw', 'Two\r\nlines "quoted"', ''],
    ]);
    expect(delimiter).toBe(',');
  });

  it('reads semicolons, tabs (cells pasted from a spreadsheet) and UTF-8 labels', () => {
    expect(table(readTable({ text: 'Type;Label\nknife;Messer Größe 3\n' })).rows).toEqual([['knife', 'Messer Größe 3']]);
    expect(table(readTable({ text: 'Type\tLabel\tMake\nsaw\t鋸 No. 2\tKessler' })).rows).toEqual([
      ['saw', '鋸 No. 2', 'Kessler'],
    ]);
  });

  it('reads a file that is not UTF-8 as Windows-1252, as Excel’s plain CSV saves it', () => {
    const result = table(readTable({ bytes: bytes([...new TextEncoder().encode('Label\nCaf'), 0xe9]) }));
    expect(result.rows).toEqual([['Café']]);
    expect(result.encoding).toBe('windows-1252');
  });

  it('pads short rows and names headers the file left empty', () => {
    const { headers, rows } = table(readTable({ text: 'Label,\na,b,c\nd\n' }));
    expect(headers).toEqual(['Label', 'Column 2', 'Column 3']);
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['d', '', ''],
    ]);
  });

  it.each([
    [[0x50, 0x4b, 0x03, 0x04, 1, 2], 'Excel'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], 'PDF'],
    [[0x89, 0x50, 0x4e, 0x47, 13, 10], 'image'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image'],
    [[0x4c, 0, 0x61, 0], 'not plain text'],
  ])('refuses a file that is not text (%j) and says what to do', (head, words) => {
    const result = readTable({ bytes: bytes(head) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(words);
  });

  it('refuses an empty file, a header without rows, too many rows, a file too large and an unclosed quote', () => {
    const message = (result: TableResult) => (result.ok ? 'read' : result.message);
    expect(message(readTable({ bytes: bytes('') }))).toContain('empty');
    expect(message(readTable({ text: ' \r\n\r\n' }))).toContain('empty');
    expect(message(readTable({ text: 'Type,Label\r\n' }))).toContain('no parts under it');
    expect(message(readTable({ text: `Label\n${'x\n'.repeat(10_001)}` }))).toContain('10,001 rows');
    expect(table(readTable({ text: `Label\n${'x\n'.repeat(10_000)}` })).rows).toHaveLength(10_000);
    expect(message(readTable({ bytes: new ArrayBuffer(10 * 1024 * 1024 + 1) }))).toContain('up to 10 MB');
    expect(message(readTable({ text: 'Label\n"open,\nx\n' }))).toContain('never closes');
  });
});
