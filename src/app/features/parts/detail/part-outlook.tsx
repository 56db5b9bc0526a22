import { useState } from 'react';
import type { Part } from '#contract/parts';
import { SERVICE_LIFE_SHARPENINGS } from '#contract/wear';
import { Button } from '#app/components/ui/button';
import { formatDate } from '#app/lib/format/format';
import { daysOverdue, forecastText } from '#app/features/parts/forecast-text';
import { orderBlockReason } from '#app/features/parts/part-orderability';
import { HeldByOrderNote } from './held-by-order-note';
import { RetirePartDialog } from './retire-part-dialog';

const REPLACE_AT = 2;

function basisText(part: Part): string {
  const pace = part.wear_per_day != null ? ` (${part.wear_per_day.toFixed(2)} points a day)` : '';
  if (part.forecast_basis === 'own_history') return `From this part’s own wear between services${pace}.`;
  if (part.forecast_basis === 'type_average')
    return `From the typical pace of its type${pace}: it has too little service history of its own yet.`;
  return '';
}

/** Near the end of its service life the advice to replace carries the retire button itself. */
export function advisesRetiring(part: Part): boolean {
  return part.sharpenings_left != null && part.sharpenings_left <= REPLACE_AT && part.status !== 'retired';
}

/** "since " when the forecast lies a day or more in the past, so the date reads as when it fell due. */
function overdueSince(forecastDueAt: string): string {
  return (daysOverdue(forecastDueAt) ?? 0) > 0 ? 'since ' : '';
}

/** Forecast, service life left and, near its end, the advice to replace; only what the server tells. */
export function PartOutlook({ part, canRetire }: { part: Part; canRetire: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const retired = part.status === 'retired';
  const forecast = forecastText(part.forecast_due_at);
  const left = part.sharpenings_left;
  const life = SERVICE_LIFE_SHARPENINGS[part.part_type as keyof typeof SERVICE_LIFE_SHARPENINGS];
  return (
    <div className="space-y-2 text-sm">
      {part.forecast_due_at !== undefined && !retired ? (
        <p>
          <span className="font-medium">Forecast: </span>
          {forecast && part.forecast_due_at
            ? `${forecast} (${overdueSince(part.forecast_due_at)}${formatDate(part.forecast_due_at.slice(0, 10))}). ${basisText(part)}`
            : 'no forecast: its history shows no measurable wear.'}
        </p>
      ) : null}
      {left != null ? (
        <p>
          <span className="font-medium">Sharpenings left: </span>
          {left}
          {life ? ` of a service life of ${life}` : ''}. Every sharpening removes metal.
        </p>
      ) : null}
      {advisesRetiring(part) ? (
        <div
          role="note"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 dark:border-amber-500 dark:bg-amber-950/40"
        >
          <p className="font-medium">Replace rather than sharpen</p>
          <p className="mt-1">
            {left === 0 ? 'This part has used up its service life.' : `Only ${left} sharpening${left === 1 ? '' : 's'} left.`} A
            new part will cost less than keeping this one sharp; retire it when its replacement is in use.
          </p>
          {canRetire && orderBlockReason(part) === null ? (
            <Button variant="secondary" className="mt-2" onClick={() => setConfirming(true)}>
              Retire part
            </Button>
          ) : null}
          {canRetire && part.status !== 'retired' && orderBlockReason(part) !== null ? (
            <div className="mt-2">
              <HeldByOrderNote part={part} />
            </div>
          ) : null}
        </div>
      ) : null}
      {confirming ? <RetirePartDialog part={part} onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}
