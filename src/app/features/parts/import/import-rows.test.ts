import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping';
import {
  formulaFields,
  formulaNote,
  ownProblems,
  repeatedSerialMessage,
  repeatedSerials,
  resolvedType,
  rowsFrom,
  type RowValues,
} from './import-rows';

const values = (overrides: Partial<RowValues> = {}): RowValues => ({
  part_type: 'knife',
  internal_label: 'Line 1',
  serial_number: '',
  manufacturer: '',
  model: '',
  ...overrides,
});

describe('rowsFrom', () => {
  it('reads each field from its column, restores neutralised cells, and numbers rows as the spreadsheet does', () => {
    const rows = rowsFrom(
      {
        rows: [
          ['\'=HYPERLINK("x")', 'knife', 'X'],
          ['Plain', 'saw', ''],
        ],
      },
      guessMapping(['Label', 'Type', 'Notes']),
    );
    expect(rows).toEqual([
      { index: 0, line: 2, values: values({ internal_label: '=HYPERLINK("x")' }) },
      { index: 1, line: 3, values: values({ internal_label: 'Plain', part_type: 'saw' }) },
    ]);
  });
});

describe('row checks', () => {
  it('says what is wrong with a row in words', () => {
    expect(ownProblems(values(), 'knife')).toEqual([]);
    expect(ownProblems(values({ part_type: '', internal_label: '  ' }), null).map((p) => p.message)).toEqual([
      'Type is missing.',
      'Label is missing.',
    ]);
    expect(ownProblems(values({ part_type: 'Cleaver' }), null)[0]?.message).toBe(
      '“Cleaver” is not a type the service knows: choose one.',
    );
    expect(ownProblems(values({ model: 'x'.repeat(5000) }), 'knife')[0]?.message).toBe(
      'Model is 5,000 characters long; at most 200.',
    );
  });

  it('resolves a type from the cell, else from the choice made for its value', () => {
    expect(resolvedType(values({ part_type: 'Knives' }), {})).toBe('knife');
    expect(resolvedType(values({ part_type: ' Cleaver' }), { cleaver: 'knife' })).toBe('knife');
    expect(resolvedType(values({ part_type: 'Cleaver' }), {})).toBeNull();
  });

  it('finds serial numbers given twice, trimmed and in any case, never empty ones', () => {
    const rows = ['VE-1', '', ' ve-1 ', '', 'VE-2', 'Ve-1'].map((serial, index) => ({
      index,
      line: index + 2,
      values: values({ serial_number: serial }),
    }));
    expect([...repeatedSerials(rows)]).toEqual([
      [0, [4, 7]],
      [2, [2, 7]],
      [5, [2, 4]],
    ]);
  });

  it('names the other rows with the same serial, as a person lists them', () => {
    expect(repeatedSerialMessage(' VE-1 ', [4])).toBe('Serial number “VE-1” is also in row 4.');
    expect(repeatedSerialMessage('VE-1', [4, 1200])).toBe('Serial number “VE-1” is also in rows 4 and 1,200.');
    expect(repeatedSerialMessage('VE-1', [2, 4, 9])).toBe('Serial number “VE-1” is also in rows 2, 4 and 9.');
  });
});

describe('formula-like cells', () => {
  it('are found in the text fields a spreadsheet would run, however spaced, and said in words', () => {
    expect(formulaFields(values({ internal_label: ' =SUM(A1)', model: '@x', manufacturer: 'A-1', serial_number: '-5' }))).toEqual(
      ['internal_label', 'serial_number', 'model'],
    );
    expect(formulaFields(values({ internal_label: 'Line 1', serial_number: 'VE-1' }))).toEqual([]);
    expect(formulaNote(['internal_label'])).toBe(
      'Label starts like a spreadsheet formula. It is stored as text, never run, and exports keep spreadsheets from running it.',
    );
    expect(formulaNote(['internal_label', 'serial_number', 'model'])).toMatch(/^Label, Serial number and Model start like/);
  });
});
