import { Link } from '@tanstack/react-router';
import type { PartListItem } from '../../../../contract/parts';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, humanize } from '../../../lib/format';
import { PART_STATUS_TONES } from '../../../lib/part-status-tones';

/** The order's parts (at most 100, so a plain table), each linked to its own page. */
export function OrderPartsTable({ parts }: { parts: readonly PartListItem[] }) {
  return (
    <div
      role="region"
      aria-label="Parts in this order"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Parts in this order</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-2">
              Part
            </th>
            <th scope="col" className="px-4 py-2">
              Type
            </th>
            <th scope="col" className="px-4 py-2">
              Status
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Wear
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Sharpenings
            </th>
            <th scope="col" className="px-4 py-2">
              Last serviced
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.id} className="border-t border-slate-100 dark:border-slate-800">
              <td className="px-4 py-2">
                <Link to="/parts/$partId" params={{ partId: part.id }} className="font-medium">
                  {part.internal_label || part.serial_number || part.id}
                </Link>
              </td>
              <td className="px-4 py-2">{humanize(part.part_type)}</td>
              <td className="px-4 py-2">
                <Badge value={part.status} tones={PART_STATUS_TONES} />
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{part.wear_level}</td>
              <td className="px-4 py-2 text-right tabular-nums">{part.sharpening_count}</td>
              <td className="px-4 py-2">{part.last_serviced_at ? formatDateTime(part.last_serviced_at) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
