import type { PartHistoryEntry } from '#contract/parts';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { formatDateTime } from '#app/lib/format/format';
import { humanize } from '#app/lib/format/humanize';
import { clampWear } from '#app/features/parts/wear';
import { isMove, moveText } from './move-entry-text';

const TH = 'px-3 py-3';
const TD = `px-3 py-3 ${PHONE_TABLE.cell}`;

const NO_NAMES = () => undefined;

/** Every service of the part and every move between sites, newest first; cards on a phone. */
export function PartHistoryTable({
  history,
  siteName = NO_NAMES,
}: {
  history: readonly PartHistoryEntry[];
  siteName?: (id: string) => string | undefined;
}) {
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
      <table role="table" className={`w-full border-collapse text-sm sm:min-w-[40rem] ${PHONE_TABLE.table}`}>
        <caption className="sr-only">Service history</caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            <th role="columnheader" scope="col" className={TH}>
              Service
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Wear before → after
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Technician notes
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Completed
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {newestFirst.map((entry) => (
            <tr
              key={entry.id}
              role="row"
              className={`border-t border-slate-100 align-top dark:border-slate-800 ${PHONE_TABLE.row}`}
            >
              <td role="cell" data-phone-label="Service" className={TD}>
                {humanize(entry.service_type)}
              </td>
              <td role="cell" data-phone-label="Wear before → after" className={`${TD} tabular-nums`}>
                {isMove(entry) ? '—' : `${clampWear(entry.wear_before)}% → ${clampWear(entry.wear_after)}%`}
              </td>
              <td role="cell" data-phone-label="Technician notes" className={`${TD} ${PHONE_SLOT_CLASS.full}`}>
                {isMove(entry) ? moveText(entry, siteName) : entry.technician_notes || '—'}
              </td>
              <td role="cell" data-phone-label="Completed" className={`${TD} whitespace-nowrap ${PHONE_SLOT_CLASS.full}`}>
                {formatDateTime(entry.completed_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
