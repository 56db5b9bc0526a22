import type { PartCreate, PartType } from '#contract/parts';
import type { PartCsvField } from '#app/features/parts/part-csv-columns';
import { guessMapping, remap, type ColumnTarget } from './column-mapping';
import type { RowProblem, RowValues } from './import-rows';
import type { Table } from './read-table';
import type { ImportRun } from './run-import';
import { typeValueKey } from './type-values';

export type ImportPhase = 'choose' | 'reading' | 'review' | 'checking' | 'importing' | 'interrupted' | 'done';

export interface ImportState {
  phase: ImportPhase;
  sourceName: string | null;
  /** Why the chosen file or pasted text could not be read. */
  refusal: string | null;
  table: Table | null;
  mapping: ColumnTarget[];
  /** A type for each value no type matched (keyed by typeValueKey). */
  typeChoices: Record<string, PartType>;
  edits: Record<number, Partial<RowValues>>;
  leftOut: Record<number, true>;
  /** Rows an earlier run of this import registered (before a later batch was refused). */
  registered: Record<number, true>;
  /**
   * The service's last word on each row it checked, with the part it was shown: it counts while the
   * row still makes that very part (use-import-rows.ts), so a fix leaves only its own row to check again.
   */
  checks: Record<number, RowCheck>;
  run: ImportRun | null;
  progress: number;
  /** What stopped a check or a run (a dropped connection, a server error). */
  error: unknown;
  created: number;
  importId: string;
}

export interface RowCheck {
  part: PartCreate;
  problems: RowProblem[];
}

export type ImportAction =
  | { type: 'read'; name: string }
  | { type: 'refused'; message: string }
  | { type: 'loaded'; table: Table }
  | { type: 'remap'; column: number; target: ColumnTarget }
  | { type: 'choose-type'; value: string; partType: PartType | '' }
  | { type: 'edit'; index: number; field: PartCsvField; value: string }
  | { type: 'leave-out'; index: number; out: boolean }
  | { type: 'check' }
  | { type: 'checked'; checks: Map<number, RowCheck> }
  /** A check made on its own while the person works: it counts only for the rows as they still are. */
  | { type: 'checked-in-background'; checks: Map<number, RowCheck> }
  | { type: 'failed'; error: unknown }
  | { type: 'import'; run: ImportRun }
  | { type: 'progress'; registered: number }
  | { type: 'refused-batch'; problems: Map<number, RowProblem[]> }
  | { type: 'interrupted'; error: unknown }
  | { type: 'done'; created: number }
  | { type: 'start-over' };

export function initialImportState(importId: string = crypto.randomUUID()): ImportState {
  return {
    phase: 'choose',
    sourceName: null,
    refusal: null,
    table: null,
    mapping: [],
    typeChoices: {},
    edits: {},
    leftOut: {},
    registered: {},
    checks: {},
    run: null,
    progress: 0,
    error: null,
    created: 0,
    importId,
  };
}

const without = <T>(record: Record<number, T>, index: number): Record<number, T> => {
  const { [index]: _dropped, ...rest } = record;
  return rest;
};

const withChecks = (checks: Record<number, RowCheck>, more: Map<number, RowCheck>): Record<number, RowCheck> => ({
  ...checks,
  ...Object.fromEntries(more),
});

/** What a refused batch said of its rows, each with the part that batch sent. */
function refusedChecks(run: ImportRun | null, problems: Map<number, RowProblem[]>): Map<number, RowCheck> {
  const checks = new Map<number, RowCheck>();
  for (const batch of run?.batches ?? [])
    batch.rows.forEach((index, i) => {
      const found = problems.get(index);
      if (found) checks.set(index, { part: batch.parts[i]!, problems: found });
    });
  return checks;
}

/** Rows the finished batches of a run registered. */
function registeredBy(run: ImportRun | null, registered: Record<number, true>): Record<number, true> {
  const next = { ...registered };
  for (const batch of run?.batches ?? []) if (batch.done) for (const index of batch.rows) next[index] = true;
  return next;
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'read':
      return { ...state, phase: 'reading', sourceName: action.name, refusal: null };
    case 'refused':
      return { ...state, phase: 'choose', refusal: action.message };
    case 'loaded':
      return {
        ...initialImportState(state.importId),
        phase: 'review',
        sourceName: state.sourceName,
        table: action.table,
        mapping: guessMapping(action.table.headers),
      };
    case 'remap':
      return { ...state, mapping: remap(state.mapping, action.column, action.target), checks: {} };
    case 'choose-type': {
      const { [typeValueKey(action.value)]: _old, ...rest } = state.typeChoices;
      const typeChoices = action.partType === '' ? rest : { ...rest, [typeValueKey(action.value)]: action.partType };
      return { ...state, typeChoices };
    }
    case 'edit':
      return {
        ...state,
        edits: { ...state.edits, [action.index]: { ...state.edits[action.index], [action.field]: action.value } },
      };
    case 'leave-out':
      return {
        ...state,
        leftOut: action.out ? { ...state.leftOut, [action.index]: true } : without(state.leftOut, action.index),
      };
    case 'check':
      return { ...state, phase: 'checking', error: null };
    case 'checked':
      return { ...state, phase: 'review', checks: withChecks(state.checks, action.checks) };
    case 'checked-in-background':
      if (state.phase !== 'review') return state;
      return { ...state, checks: withChecks(state.checks, action.checks) };
    case 'failed':
      return { ...state, phase: 'review', error: action.error };
    case 'import':
      return { ...state, phase: 'importing', run: action.run, error: null };
    case 'progress':
      return { ...state, progress: action.registered };
    case 'refused-batch':
      return {
        ...state,
        phase: 'review',
        registered: registeredBy(state.run, state.registered),
        checks: withChecks(state.checks, refusedChecks(state.run, action.problems)),
        run: null,
      };
    case 'interrupted':
      return { ...state, phase: 'interrupted', error: action.error };
    case 'done':
      return { ...state, phase: 'done', created: Object.keys(state.registered).length + action.created, run: null };
    case 'start-over':
      return initialImportState();
  }
}
