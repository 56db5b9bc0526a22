import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping';
import {
  formulaFields,
  formulaNote,
  ownProblems,
  repeatedSerialMessage,
  repeatedSerials,
  resolvedType,
  resolveSite,
  rowsFrom,
  type RowValues,
  type SiteContext,
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
      { index: 0, line: 2, values: values({ internal_label: '=HYPERLINK("x")' }), site: '' },
      { index: 1, line: 3, values: values({ internal_label: 'Plain', part_type: 'saw' }), site: '' },
    ]);
  });

  it('reads a row’s site from a Site, Kitchen or Location column, trimmed', () => {
    const rows = rowsFrom(
      {
        rows: [
          ['knife', 'A', ' Midtown '],
          ['saw', 'B', ''],
        ],
      },
      guessMapping(['Type', 'Label', 'Kitchen']),
    );
    expect(rows.map((row) => row.site)).toEqual(['Midtown', '']);
  });
});

describe('resolveSite', () => {
  const sites = [
    { id: 'site_h', name: 'Harbour St' },
    { id: 'site_l', name: 'Lakeside' },
    { id: 'site_m', name: 'Midtown' },
  ];
  const context: SiteContext = { sites, fileSiteId: 'site_l' };

  it('finds the site by name in any case, or by id', () => {
    expect(resolveSite('midtown', context)).toEqual({ siteId: 'site_m', problem: null });
    expect(resolveSite('HARBOUR ST', context)).toEqual({ siteId: 'site_h', problem: null });
    expect(resolveSite('site_m', context)).toEqual({ siteId: 'site_m', problem: null });
  });

  it('gives a row without a site the file’s site', () => {
    expect(resolveSite('', context)).toEqual({ siteId: 'site_l', problem: null });
    expect(resolveSite('', { sites: [sites[0]!], fileSiteId: '' })).toEqual({ siteId: '', problem: null });
  });

  it('makes an unknown name a row problem that lists the known sites', () => {
    expect(resolveSite('Uptown', context)).toEqual({
      siteId: '',
      problem: {
        field: 'row',
        message: 'Site “Uptown” is not one of your sites: use one of “Harbour St”, “Lakeside” and “Midtown”.',
      },
    });
    expect(resolveSite('Uptown', { sites: [sites[0]!], fileSiteId: '' }).problem?.message).toBe(
      'Site “Uptown” is not one of your sites: use “Harbour St”.',
    );
  });

  it('leaves the column out on a server without sites', () => {
    expect(resolveSite('Uptown', { sites: null, fileSiteId: '' })).toEqual({ siteId: '', problem: null });
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
      site: '',
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
