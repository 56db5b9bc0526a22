import type { ErrorDetail } from '#contract/errors';
import type { PartCreate } from '#contract/parts';
import { isApiError } from '#app/lib/http/api-error';
import type { PartCsvField } from '#app/features/parts/part-csv-columns';
import { serialTakenMessage } from '#app/features/parts/form/part-form-errors';
import type { RowProblem } from './import-rows';

/** A row ready to send: its index among the table's rows and the part it describes. */
export interface ReadyRow {
  index: number;
  part: PartCreate;
}

export interface ImportBatch {
  rows: number[];
  parts: PartCreate[];
  /** Made once, reused whenever this batch is sent again. */
  key: string;
  done: boolean;
}

export interface ImportRun {
  importId: string;
  batches: ImportBatch[];
}

export function planRun(
  rows: readonly ReadyRow[],
  importId: string,
  size: number,
  newKey: () => string = () => crypto.randomUUID(),
): ImportRun {
  const batches: ImportBatch[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const slice = rows.slice(start, start + size);
    batches.push({ rows: slice.map((row) => row.index), parts: slice.map((row) => row.part), key: newKey(), done: false });
  }
  return { importId, batches };
}

const FIELDS = new Set<string>(['part_type', 'internal_label', 'serial_number', 'manufacturer', 'model']);

/** A batch's problems, each on its table row and field (`parts[17].serial_number` → row of parts[17], serial_number). */
export function problemsByRow(details: readonly ErrorDetail[], batchRows: readonly number[]): Map<number, RowProblem[]> {
  const byRow = new Map<number, RowProblem[]>();
  for (const detail of details) {
    const index = detail.row === undefined ? undefined : batchRows[detail.row];
    if (index === undefined) continue;
    const name = detail.field.replace(/^parts\[\d+\]\.?/, '');
    const field = (FIELDS.has(name) ? name : 'row') as PartCsvField | 'row';
    const problem: RowProblem = {
      field,
      message: serialTakenMessage(detail) ?? detail.message,
      ...(detail.existing_part && { existingPart: detail.existing_part }),
    };
    byRow.set(index, [...(byRow.get(index) ?? []), problem]);
  }
  return byRow;
}

export type RunOutcome =
  | { kind: 'done'; created: number }
  | { kind: 'refused'; problems: Map<number, RowProblem[]> }
  | { kind: 'interrupted'; error: unknown };

interface RunOptions {
  send: (batch: ImportBatch) => Promise<{ created: number }>;
  onProgress: (registered: number) => void;
}

/**
 * Sends the batches not yet done, one after another. A batch the server refuses stops the run
 * with its rows' problems (the batches before it stay registered); a dropped connection or a
 * server error stops it too, and running it again resumes with the same keys, so a batch the
 * server did register is answered from its saved response instead of registered twice.
 */
export async function runImport(run: ImportRun, { send, onProgress }: RunOptions): Promise<RunOutcome> {
  let registered = run.batches.filter((batch) => batch.done).reduce((sum, batch) => sum + batch.rows.length, 0);
  onProgress(registered);
  for (const batch of run.batches) {
    if (batch.done) continue;
    try {
      await send(batch);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.code === 'validation_failed') {
        return { kind: 'refused', problems: problemsByRow(error.details, batch.rows) };
      }
      return { kind: 'interrupted', error };
    }
    batch.done = true;
    registered += batch.rows.length;
    onProgress(registered);
  }
  return { kind: 'done', created: registered };
}
