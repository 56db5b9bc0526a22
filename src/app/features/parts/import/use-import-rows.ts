import { useMemo } from 'react';
import type { PartType } from '#contract/parts';
import { ownProblems, repeatedSerials, resolvedType, rowsFrom, type ImportRow, type RowProblem } from './import-rows';
import type { ImportState } from './import-state';
import type { ReadyRow } from './run-import';
import { unknownTypeValues } from './type-values';

/** `unchecked`: nothing wrong found here, but the service has not checked it yet (a serial number may be taken). */
export type RowStatus = 'ready' | 'unchecked' | 'attention' | 'left-out' | 'registered';

export interface PreviewRow extends ImportRow {
  type: PartType | null;
  problems: RowProblem[];
  status: RowStatus;
}

export interface ImportRows {
  rows: PreviewRow[];
  ready: ReadyRow[];
  /** What the service is asked to check: every row nothing here finds wrong, whatever its last check said. */
  checkable: ReadyRow[];
  counts: Record<RowStatus, number>;
  unknownTypes: string[];
}

const trimmedPart = (row: ImportRow, type: PartType) => ({
  part_type: type,
  internal_label: row.values.internal_label.trim(),
  serial_number: row.values.serial_number.trim(),
  manufacturer: row.values.manufacturer.trim(),
  model: row.values.model.trim(),
});

interface OwnCheck {
  choices: Readonly<Record<string, PartType>>;
  type: PartType | null;
  problems: RowProblem[];
}

/** A row's own checks, kept while the row (an object per version of its values) and the type choices stay the same. */
const ownChecks = new WeakMap<ImportRow, OwnCheck>();

function ownCheck(row: ImportRow, choices: Readonly<Record<string, PartType>>): OwnCheck {
  const kept = ownChecks.get(row);
  if (kept?.choices === choices) return kept;
  const type = resolvedType(row.values, choices);
  const check = { choices, type, problems: ownProblems(row.values, type) };
  ownChecks.set(row, check);
  return check;
}

/**
 * Every row as the preview shows it: its values after the user's fixes, its type, and its problems
 * (the service's rules checked here at once, serials given twice, and what the server's last check
 * said). Each row's own checks are kept while the row and the type choices are unchanged, so a fix
 * in one row of 10,000 checks that row again, not all of them.
 */
export function useImportRows(state: ImportState): ImportRows {
  const { table, mapping, edits, typeChoices, leftOut, registered, serverProblems } = state;
  const checked = state.checkedVersion === state.version;
  const base = useMemo(() => (table ? rowsFrom(table, mapping) : []), [table, mapping]);
  const edited = useMemo(
    () => base.map((row) => (edits[row.index] ? { ...row, values: { ...row.values, ...edits[row.index] } } : row)),
    [base, edits],
  );
  return useMemo(() => {
    const own = (row: ImportRow) => ownCheck(row, typeChoices);
    const included = edited.filter((row) => !leftOut[row.index] && !registered[row.index]);
    const repeats = repeatedSerials(included);
    const counts: Record<RowStatus, number> = { ready: 0, unchecked: 0, attention: 0, 'left-out': 0, registered: 0 };
    const ready: ReadyRow[] = [];
    const checkable: ReadyRow[] = [];
    const rows = edited.map((row): PreviewRow => {
      const { type, problems: ownList } = own(row);
      const repeat = repeats.get(row.index);
      const problems = [
        ...ownList,
        ...(repeat === undefined
          ? []
          : [
              {
                field: 'serial_number' as const,
                message: `Serial number “${row.values.serial_number.trim()}” is also in row ${repeat}.`,
              },
            ]),
        ...(serverProblems[row.index] ?? []),
      ];
      const ownOnly = ownList.length === 0 && repeat === undefined;
      if (ownOnly && type && !registered[row.index] && !leftOut[row.index])
        checkable.push({ index: row.index, part: trimmedPart(row, type) });
      const status: RowStatus = registered[row.index]
        ? 'registered'
        : leftOut[row.index]
          ? 'left-out'
          : problems.length > 0
            ? 'attention'
            : checked
              ? 'ready'
              : 'unchecked';
      counts[status] += 1;
      if ((status === 'ready' || status === 'unchecked') && type) ready.push({ index: row.index, part: trimmedPart(row, type) });
      return { ...row, type, problems, status };
    });
    const unknownTypes = unknownTypeValues(edited.map((row) => row.values.part_type));
    return { rows, ready, checkable, counts, unknownTypes };
  }, [edited, typeChoices, leftOut, registered, serverProblems, checked]);
}
