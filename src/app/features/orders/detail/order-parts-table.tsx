import { Link } from '@tanstack/react-router';
import type { PartListItem } from '#contract/parts';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { Badge } from '#app/components/ui/badge';
import { formatDateTime } from '#app/lib/format/format';
import { humanize } from '#app/lib/format/humanize';
import { PART_STATUS_TONES } from '#app/lib/format/part-status-tones';

const TH = 'px-4 py-2';
const TD = `px-4 py-2 ${PHONE_TABLE.cell}`;

/** The order's parts (at most 100, so a plain table), each linked to its own page; cards on a phone. */
export function OrderPartsTable({ parts }: { parts: readonly PartListItem[] }) {
  return (
    <div
      role="region"
      aria-label="Parts in this order"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full text-left text-sm sm:min-w-[40rem] ${PHONE_TABLE.table}`}>
        <caption className="sr-only">Parts in this order</caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            <th role="columnheader" scope="col" className={TH}>
              Part
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Type
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Status
            </th>
            <th role="columnheader" scope="col" className={`${TH} text-right`}>
              Wear
            </th>
            <th role="columnheader" scope="col" className={`${TH} text-right`}>
              Sharpenings
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Last serviced
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {parts.map((part) => (
            <tr key={part.id} role="row" className={`border-t border-slate-100 dark:border-slate-800 ${PHONE_TABLE.row}`}>
              <td role="cell" className={`${TD} ${PHONE_SLOT_CLASS.title}`}>
                <Link to="/parts/$partId" params={{ partId: part.id }} className="font-medium max-sm:py-3">
                  {part.internal_label || part.serial_number || part.id}
                </Link>
              </td>
              <td role="cell" data-phone-label="Type" className={TD}>
                {humanize(part.part_type)}
              </td>
              <td role="cell" data-phone-label="Status" className={TD}>
                <Badge value={part.status} tones={PART_STATUS_TONES} />
              </td>
              <td role="cell" data-phone-label="Wear" className={`${TD} text-right tabular-nums`}>
                {part.wear_level}
              </td>
              <td role="cell" data-phone-label="Sharpenings" className={`${TD} text-right tabular-nums`}>
                {part.sharpening_count}
              </td>
              <td role="cell" data-phone-label="Last serviced" className={TD}>
                {part.last_serviced_at ? formatDateTime(part.last_serviced_at) : 'Never'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
