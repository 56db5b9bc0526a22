import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importReducer, initialImportState, type ImportAction, type ImportState, type RowCheck } from './import-state';
import type { SiteContext } from './import-rows';
import type { Table } from './read-table';
import { useImportRows } from './use-import-rows';

const table: Table = {
  headers: ['Type', 'Label', 'Serial number'],
  rows: Array.from({ length: 1000 }, (_, i) => ['knife', `Line ${i}`, `VE-${i}`]),
  delimiter: ',',
  encoding: 'utf-8',
};

const NO_SITES: SiteContext = { sites: null, fileSiteId: '' };

const apply = (state: ImportState, ...actions: ImportAction[]) => actions.reduce(importReducer, state);

/** The service's word on every row it is asked about: nothing wrong. */
const allClear = (rows: readonly { index: number; part: RowCheck['part'] }[]) =>
  new Map<number, RowCheck>(rows.map((row) => [row.index, { part: row.part, problems: [] }]));

describe('useImportRows', () => {
  it('after a fix in one row of 1,000, only that row is drawn anew and only it waits for the service', () => {
    const loaded = apply(initialImportState('imp'), { type: 'loaded', table });
    const { result, rerender } = renderHook((state: ImportState) => useImportRows(state, NO_SITES), { initialProps: loaded });
    expect(result.current.counts.unchecked).toBe(1000);
    expect(result.current.unchecked).toHaveLength(1000);

    const checked = apply(loaded, { type: 'checked-in-background', checks: allClear(result.current.unchecked) });
    rerender(checked);
    const before = result.current.rows;
    expect(result.current.counts).toMatchObject({ ready: 1000, unchecked: 0 });

    rerender(apply(checked, { type: 'edit', index: 7, field: 'internal_label', value: 'Line 7, fixed' }));
    const after = result.current.rows;
    expect(after.filter((row, i) => row !== before[i]).map((row) => row.index)).toEqual([7]);
    expect(result.current.counts).toMatchObject({ ready: 999, unchecked: 1 });
    expect(result.current.unchecked.map((row) => row.part.internal_label)).toEqual(['Line 7, fixed']);
    expect(result.current.checkable).toHaveLength(1000);
  });

  it('drops the service’s word on a row once the row changes, and marks both rows of a repeated serial', () => {
    const loaded = apply(initialImportState('imp'), { type: 'loaded', table });
    const { result, rerender } = renderHook((state: ImportState) => useImportRows(state, NO_SITES), { initialProps: loaded });
    const taken = result.current.unchecked[3]!;
    const checks = allClear(result.current.unchecked);
    checks.set(3, { part: taken.part, problems: [{ field: 'serial_number', message: 'Taken.' }] });
    const checked = apply(loaded, { type: 'checked', checks });
    rerender(checked);
    expect(result.current.rows[3]).toMatchObject({ status: 'attention', problems: [{ message: 'Taken.' }] });

    rerender(apply(checked, { type: 'edit', index: 3, field: 'serial_number', value: 'VE-9' }));
    expect(result.current.rows[3]!.problems.map((problem) => problem.message)).toEqual([
      'Serial number “VE-9” is also in row 11.',
    ]);
    expect(result.current.rows[9]!.problems.map((problem) => problem.message)).toEqual([
      'Serial number “VE-9” is also in row 5.',
    ]);
    expect(result.current.counts).toMatchObject({ ready: 998, attention: 2 });
  });

  it('sends each row’s site: its own by name, else the file’s; an unknown name needs attention', () => {
    const sites: SiteContext = {
      sites: [
        { id: 'site_h', name: 'Harbour St' },
        { id: 'site_m', name: 'Midtown' },
      ],
      fileSiteId: 'site_h',
    };
    const withSites: Table = {
      ...table,
      headers: ['Type', 'Label', 'Location'],
      rows: [
        ['knife', 'A', 'midtown'],
        ['knife', 'B', ''],
        ['knife', 'C', 'Uptown'],
      ],
    };
    const loaded = apply(initialImportState('imp'), { type: 'loaded', table: withSites });
    const { result } = renderHook(() => useImportRows(loaded, sites));
    expect(result.current.ready.map((row) => row.part.site_id)).toEqual(['site_m', 'site_h']);
    expect(result.current.rows[2]).toMatchObject({
      status: 'attention',
      problems: [{ field: 'row', message: expect.stringContaining('“Harbour St” and “Midtown”') }],
    });
  });
});
