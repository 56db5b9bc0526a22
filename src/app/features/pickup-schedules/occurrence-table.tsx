import { Link } from '@tanstack/react-router';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import { Badge } from '#app/components/ui/badge';
import { Button } from '#app/components/ui/button';
import { formatPickupWindow } from '#app/features/orders/format-window';
import { formatDate } from '#app/lib/format/format';
import type { ScheduleAction } from './api/pickup-schedule-mutations';
import { canSkip, canUnskip, OCCURRENCE_TONES, occurrenceNote, partsText } from './occurrence-text';

const TD = 'border-t border-slate-100 px-2 py-2 align-top text-sm dark:border-slate-800';

interface OccurrenceTableProps {
  schedule: PickupSchedule;
  timeZone: string;
  /** Absent without orders:write. */
  onAction?: ((action: ScheduleAction) => void) | undefined;
  busy: boolean;
}

/** The next six pickups: when, what they come to, the window and the parts that would go now, and skip or unskip. */
export function OccurrenceTable({ schedule, timeZone, onAction, busy }: OccurrenceTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Next pickups</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-2 py-2">
              Date
            </th>
            <th scope="col" className="px-2 py-2">
              Status
            </th>
            <th scope="col" className="px-2 py-2">
              Window and parts
            </th>
            {onAction ? (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Action</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {schedule.next_occurrences.map((occurrence) => {
            const day = formatDate(occurrence.date);
            const note = occurrenceNote(occurrence);
            return (
              <tr key={occurrence.date}>
                <th scope="row" className={`${TD} whitespace-nowrap font-medium`}>
                  {day}
                </th>
                <td className={TD}>
                  <Badge value={occurrence.status} tones={OCCURRENCE_TONES} />
                  {note ? <p className="mt-1 text-xs">{note}</p> : null}
                  {occurrence.order_id ? (
                    <Link
                      to="/orders/$orderId"
                      params={{ orderId: occurrence.order_id }}
                      className="touch-target mt-1 block text-xs"
                    >
                      Open the order
                    </Link>
                  ) : null}
                </td>
                <td className={TD}>
                  {occurrence.window ? (
                    <p>{formatPickupWindow(occurrence.window.start, occurrence.window.end, timeZone)}</p>
                  ) : null}
                  {occurrence.status === 'skipped' || occurrence.status === 'nothing_due' ? null : occurrence.part_ids.length >
                    0 ? (
                    <details>
                      <summary className="cursor-pointer">{partsText(occurrence.part_ids)}</summary>
                      <ul className="mt-1 space-y-1 font-mono text-xs">
                        {occurrence.part_ids.map((id) => (
                          <li key={id}>
                            <Link to="/parts/$partId" params={{ partId: id }} className="touch-target">
                              {id}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <p>{partsText([])}</p>
                  )}
                </td>
                {onAction ? (
                  <td className={TD}>
                    {canSkip(occurrence) ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={`Skip ${day}`}
                        onClick={() => onAction({ kind: 'skip', date: occurrence.date })}
                      >
                        Skip
                      </Button>
                    ) : null}
                    {canUnskip(occurrence, schedule.skipped_dates) ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={`Unskip ${day}`}
                        onClick={() => onAction({ kind: 'unskip', date: occurrence.date })}
                      >
                        Unskip
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
