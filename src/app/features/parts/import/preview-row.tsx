import { Link } from '@tanstack/react-router';
import type { PartCsvField } from '#app/features/parts/part-csv-columns';
import { FIELD_LABELS, formulaNote } from './import-rows';
import type { PreviewRow } from './use-import-rows';
import { PartTypeOptions } from '#app/features/parts/part-type-options';

export interface RowEditing {
  /** False while a run is under way or interrupted: what was sent must stay as it was. */
  editable: boolean;
  onEdit: (index: number, field: PartCsvField, value: string) => void;
  onLeaveOut: (index: number, out: boolean) => void;
}

const CELL_INPUT =
  'min-h-9 w-full rounded border border-slate-400 bg-white px-2 text-sm aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50 dark:border-slate-500 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:bg-red-950';

const TEXT_FIELDS = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;

const STATUS_TEXT = {
  ready: 'Ready',
  unchecked: 'Not checked yet',
  attention: 'Needs attention',
  'left-out': 'Left out',
  registered: 'Registered',
} as const;

/** One row of the preview: each cell fixable in place, the row's problems beside it, and whether to import it. */
export function PreviewRowCells({ row, editing }: { row: PreviewRow; editing: RowEditing }) {
  const problemsId = `import-row-${row.index}-problems`;
  const locked = !editing.editable || row.status === 'registered';
  const invalid = (field: PartCsvField) => row.status === 'attention' && row.problems.some((p) => p.field === field);
  const described = row.problems.length > 0 || row.formulas.length > 0 ? problemsId : undefined;
  return (
    <>
      <th scope="row" className="px-2 py-2 text-right text-sm font-normal whitespace-nowrap tabular-nums">
        {row.line}
      </th>
      <td className="px-2 py-2">
        <input
          type="checkbox"
          className="size-5"
          aria-label={`Import row ${row.line}`}
          checked={row.status !== 'left-out'}
          disabled={locked}
          onChange={(event) => editing.onLeaveOut(row.index, !event.target.checked)}
        />
      </td>
      <td className="px-2 py-2">
        <select
          aria-label={`${FIELD_LABELS.part_type}, row ${row.line}`}
          className={CELL_INPUT}
          value={row.type ?? ''}
          disabled={locked}
          aria-invalid={invalid('part_type')}
          aria-describedby={described}
          onChange={(event) => editing.onEdit(row.index, 'part_type', event.target.value)}
        >
          {row.type === null ? (
            <option value="">{row.values.part_type.trim() ? `“${row.values.part_type.trim()}”?` : 'Choose'}</option>
          ) : null}
          <PartTypeOptions />
        </select>
      </td>
      {TEXT_FIELDS.map((field) => (
        <td key={field} className="px-2 py-2">
          <input
            aria-label={`${FIELD_LABELS[field]}, row ${row.line}`}
            className={CELL_INPUT}
            value={row.values[field]}
            readOnly={locked}
            aria-invalid={invalid(field)}
            aria-describedby={described}
            onChange={(event) => editing.onEdit(row.index, field, event.target.value)}
          />
        </td>
      ))}
      <td id={problemsId} className="px-2 py-2 text-sm">
        <span className="sr-only">{STATUS_TEXT[row.status]}. </span>
        {row.status === 'attention' ? (
          <ul className="flex flex-col gap-1 text-red-800 dark:text-red-300">
            {row.problems.map((problem, i) => (
              <li key={i}>
                {problem.message}
                {problem.existingPart ? (
                  <>
                    {' '}
                    <Link to="/parts/$partId" params={{ partId: problem.existingPart.id }} target="_blank">
                      Open “{problem.existingPart.internal_label}”
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <span aria-hidden="true" className="text-slate-700 dark:text-slate-300">
            {STATUS_TEXT[row.status]}
          </span>
        )}
        {row.formulas.length > 0 ? <p className="mt-1 text-slate-700 dark:text-slate-300">{formulaNote(row.formulas)}</p> : null}
      </td>
    </>
  );
}
