import { useMemo } from 'react';
import type { PartType } from '#contract/parts';
import type { PartCsvField } from '#app/features/parts/part-csv-columns';
import {
  formulaFields,
  ownProblems,
  repeatedSerialMessage,
  repeatedSerials,
  resolvedType,
  resolveSite,
  rowsFrom,
  type ImportRow,
  type RowProblem,
  type SiteContext,
} from './import-rows';
import type { ImportState } from './import-state';
import type { ReadyRow } from './run-import';
import { unknownTypeValues } from './type-values';

/** `unchecked`: nothing wrong found here, but the service has not checked it yet (a serial number may be taken). */
export type RowStatus = 'ready' | 'unchecked' | 'attention' | 'left-out' | 'registered';

export interface PreviewRow extends ImportRow {
  type: PartType | null;
  problems: RowProblem[];
  /** Fields a spreadsheet would run as a formula: stored as text all the same, and said so. */
  formulas: PartCsvField[];
  status: RowStatus;
}

export interface ImportRows {
  rows: PreviewRow[];
  ready: ReadyRow[];
  /** What "Check with the service" sends: every row nothing here finds wrong, whatever its last check said. */
  checkable: ReadyRow[];
  /** What the service has not seen as it now is: the rows checked on their own after a fix. */
  unchecked: ReadyRow[];
  counts: Record<RowStatus, number>;
  unknownTypes: string[];
}

interface OwnCheck {
  choices: Readonly<Record<string, PartType>>;
  sites: SiteContext;
  type: PartType | null;
  problems: RowProblem[];
  formulas: PartCsvField[];
  /** The part as it would be sent, when the row has a type. */
  ready: ReadyRow | null;
}

/** A row's own checks, kept while the row (an object per version of its values) and the type choices stay the same. */
const ownChecks = new WeakMap<ImportRow, OwnCheck>();

function ownCheck(row: ImportRow, choices: Readonly<Record<string, PartType>>, sites: SiteContext): OwnCheck {
  const kept = ownChecks.get(row);
  const sameSites = kept?.sites === sites;
  if (kept?.choices === choices && sameSites) return kept;
  const type = resolvedType(row.values, choices);
  // A type chosen for another value leaves this row as it was: the same part, checked already.
  if (kept?.type === type && sameSites) {
    const same = { ...kept, choices };
    ownChecks.set(row, same);
    return same;
  }
  const { values } = row;
  const site = resolveSite(row.site, sites);
  const ready = type && {
    index: row.index,
    part: {
      part_type: type,
      internal_label: values.internal_label.trim(),
      serial_number: values.serial_number.trim(),
      manufacturer: values.manufacturer.trim(),
      model: values.model.trim(),
      // No site id: a server without sites, or an account with one (the server defaults to it).
      ...(site.siteId ? { site_id: site.siteId } : {}),
    },
  };
  const problems = [...ownProblems(values, type), ...(site.problem ? [site.problem] : [])];
  const check = { choices, sites, type, problems, formulas: formulaFields(values), ready };
  ownChecks.set(row, check);
  return check;
}

interface KeptPreview {
  own: OwnCheck;
  repeat: string | undefined;
  server: RowProblem[] | undefined;
  status: RowStatus;
  preview: PreviewRow;
}

/** Each row as last shown, kept while what it is made of is the same: an unchanged row stays the same object. */
const previews = new WeakMap<ImportRow, KeptPreview>();

function previewOf(
  row: ImportRow,
  own: OwnCheck,
  repeat: string | undefined,
  server: RowProblem[] | undefined,
  status: RowStatus,
) {
  const kept = previews.get(row);
  if (kept && kept.own === own && kept.repeat === repeat && kept.server === server && kept.status === status) return kept.preview;
  const problems = [
    ...own.problems,
    ...(repeat === undefined ? [] : [{ field: 'serial_number' as const, message: repeat }]),
    ...(server ?? []),
  ];
  const preview: PreviewRow = { ...row, type: own.type, problems, formulas: own.formulas, status };
  previews.set(row, { own, repeat, server, status, preview });
  return preview;
}

/**
 * Every row as the preview shows it: its values after the user's fixes, its type, and its problems
 * (the service's rules checked here at once, serials given twice, and what the server's last check
 * said of the row as it now is). A row's own checks and its preview are kept while what they are
 * made of is unchanged, so a fix in one row of 10,000 checks that row again, here and with the
 * service, and only that row of the table is drawn again.
 */
export function useImportRows(state: ImportState, sites: SiteContext): ImportRows {
  const { table, mapping, edits, typeChoices, leftOut, registered, checks } = state;
  const base = useMemo(() => (table ? rowsFrom(table, mapping) : []), [table, mapping]);
  const edited = useMemo(() => withEdits(base, edits), [base, edits]);
  return useMemo(() => {
    const included = edited.filter((row) => !leftOut[row.index] && !registered[row.index]);
    const repeats = repeatedSerials(included);
    const counts: Record<RowStatus, number> = { ready: 0, unchecked: 0, attention: 0, 'left-out': 0, registered: 0 };
    const ready: ReadyRow[] = [];
    const checkable: ReadyRow[] = [];
    const unchecked: ReadyRow[] = [];
    const rows = edited.map((row): PreviewRow => {
      const own = ownCheck(row, typeChoices, sites);
      const lines = repeats.get(row.index);
      const repeat = lines && repeatedSerialMessage(row.values.serial_number, lines);
      // The service's word counts only for the part it was shown; a row changed since is unchecked.
      const check = checks[row.index];
      const seen = check !== undefined && check.part === own.ready?.part;
      const server = seen ? check.problems : undefined;
      const out = leftOut[row.index];
      const done = registered[row.index];
      if (own.problems.length === 0 && repeat === undefined && own.ready && !done && !out) {
        checkable.push(own.ready);
        if (!seen) unchecked.push(own.ready);
      }
      const problemCount = own.problems.length + (repeat === undefined ? 0 : 1) + (server?.length ?? 0);
      const status: RowStatus = done
        ? 'registered'
        : out
          ? 'left-out'
          : problemCount > 0
            ? 'attention'
            : seen
              ? 'ready'
              : 'unchecked';
      counts[status] += 1;
      if ((status === 'ready' || status === 'unchecked') && own.ready) ready.push(own.ready);
      return previewOf(row, own, repeat, server, status);
    });
    const unknownTypes = unknownTypeValues(edited.map((row) => row.values.part_type));
    return { rows, ready, checkable, unchecked, counts, unknownTypes };
  }, [edited, typeChoices, sites, leftOut, registered, checks]);
}

/** A row object per version of its values: a row nobody edited since stays the object it was. */
const editedRows = new WeakMap<ImportRow, { edit: object; row: ImportRow }>();

function withEdits(base: readonly ImportRow[], edits: ImportState['edits']): ImportRow[] {
  return base.map((row) => {
    const edit = edits[row.index];
    if (!edit) return row;
    const kept = editedRows.get(row);
    if (kept?.edit === edit) return kept.row;
    const next = { ...row, values: { ...row.values, ...edit } };
    editedRows.set(row, { edit, row: next });
    return next;
  });
}
