import type { PartHistoryEntry } from '../../../../contract/parts';
import { formatDateTime, humanize } from '../../../lib/format';
import { clampWear } from '../wear';

/** Every service of the part, newest first. */
export function PartHistoryTable({ history }: { history: readonly PartHistoryEntry[] }) {
  if (history.length === 0)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">No services yet. Order a pickup to have this part sharpened.</p>
    );
  const newestFirst = [...history].sort((a, b) => Date.parse(b.completed_at) - Date.parse(a.completed_at));
  return (
    <div
      role="region"
      aria-label="Service history table"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">Service history</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-3">
              Service
            </th>
            <th scope="col" className="px-3 py-3">
              Wear before → after
            </th>
            <th scope="col" className="px-3 py-3">
              Technician notes
            </th>
            <th scope="col" className="px-3 py-3">
              Completed
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-100 align-top dark:border-slate-800">
              <td className="px-3 py-3">{humanize(entry.service_type)}</td>
              <td className="px-3 py-3 tabular-nums">
                {clampWear(entry.wear_before)}% → {clampWear(entry.wear_after)}%
              </td>
              <td className="px-3 py-3">{entry.technician_notes || '—'}</td>
              <td className="whitespace-nowrap px-3 py-3">{formatDateTime(entry.completed_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
