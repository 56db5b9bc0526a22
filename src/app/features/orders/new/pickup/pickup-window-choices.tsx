import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '#app/components/ui/button';
import {
  addDays,
  PICKUP_RANGE_DAYS,
  pickupWindowsKeys,
  pickupWindowsQueryOptions,
} from '#app/features/orders/api/pickup-windows-query';
import type { PickupWindowList } from '#app/features/orders/api/pickup-windows-query';
import { ORDER_RULES } from '#contract/orders';
import { zoneShortName } from '#app/features/orders/format-window';
import { utcToZonedTime } from '#contract/zoned-time';
import { FieldMessages } from '#app/features/orders/new/field-messages';
import { decodeWindow, encodeWindow } from './pickup-choice';
import { withOwnSeat } from './own-seat';
import { PickupDayStrip } from './pickup-day-strip';
import { pickupRefusal } from './pickup-refusal';
import { PickupRefusalNote } from './pickup-refusal-note';
import { earliestLabel, groupWindowsByDay, selectedDay } from './pickup-window-days';
import { PICKUP_FIELD_IDS } from './pickup-window-fields';
import type { PickupWindowField, PickupWindowInput } from './pickup-window-input';
import { PickupWindowRadios } from './pickup-window-radios';
import { PickupSkeleton } from './pickup-skeleton';
import { usePickupSite } from './pickup-site';

const LAST_PAGE = Math.floor(ORDER_RULES.maxDaysAhead / PICKUP_RANGE_DAYS);

interface PickupWindowChoicesProps {
  value: PickupWindowInput;
  onChange: (next: PickupWindowInput) => void;
  errors: Partial<Record<PickupWindowField, readonly string[]>>;
  timeZone: string;
  /** The last answer to sending the form: a refused window is explained here. */
  failure: unknown;
  /** The first range (from the server's today), which also says the server offers windows. */
  first: PickupWindowList;
  /** When rescheduling: the order's own window, never full to it. */
  current: { start: string; end: string } | null;
}

/** Days with free windows, the chosen day's windows, the earliest window in one action, and refusals explained. */
export function PickupWindowChoices({ value, onChange, errors, timeZone, failure, first, current }: PickupWindowChoicesProps) {
  const serviceZone = first.meta.time_zone;
  const pageOf = (start: string) => {
    const serviceDay = utcToZonedTime(new Date(start), serviceZone).day;
    const days = Math.round((Date.parse(serviceDay) - Date.parse(first.meta.from)) / 86_400_000);
    return Math.min(LAST_PAGE, Math.max(0, Math.floor(days / PICKUP_RANGE_DAYS)));
  };
  const chosen = decodeWindow(value.window ?? '');
  const [page, setPage] = useState(() => (chosen ? pageOf(chosen.start) : 0));
  const site = usePickupSite();
  const query = useQuery(
    pickupWindowsQueryOptions(page === 0 ? undefined : addDays(first.meta.from, page * PICKUP_RANGE_DAYS), site ?? undefined),
  );
  const list = query.data?.supported ? query.data.list : null;

  const queryClient = useQueryClient();
  const refusal = useMemo(() => pickupRefusal(failure), [failure]);
  useEffect(() => {
    // The window was taken meanwhile: what the picker shows is stale.
    if (refusal) void queryClient.invalidateQueries({ queryKey: pickupWindowsKeys.all });
  }, [refusal, queryClient]);

  // Zone conversions for every window: once per answer, not on every keystroke in the form.
  const ownStart = current?.start;
  const ownEnd = current?.end;
  const days = useMemo(() => {
    const own = ownStart && ownEnd ? { start: ownStart, end: ownEnd } : null;
    return list ? groupWindowsByDay({ ...list, data: withOwnSeat(list.data, own) }, timeZone) : [];
  }, [list, ownStart, ownEnd, timeZone]);
  const chosenDay = chosen ? utcToZonedTime(new Date(chosen.start), timeZone).day : null;
  const day = selectedDay(days, value.day, chosenDay);
  const messages = [...(errors.day ?? []), ...(errors.start ?? []), ...(errors.end ?? [])].filter((m) => m !== refusal?.message);
  const earliest = first.meta.earliest_available;

  function choose(window: { start: string; end: string }) {
    onChange({ ...value, day: utcToZonedTime(new Date(window.start), timeZone).day, window: encodeWindow(window) });
    setPage(pageOf(window.start));
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Times are in your time zone, <strong>{timeZone}</strong> ({zoneShortName(timeZone)}).
        {serviceZone !== timeZone
          ? ` ${site ? 'The kitchen' : 'The service'} keeps ${serviceZone} time (${zoneShortName(serviceZone)}), shown below each window.`
          : ''}
      </p>
      {earliest ? (
        <Button variant="secondary" onClick={() => choose(earliest)}>
          {earliestLabel(earliest, timeZone, new Date())}
        </Button>
      ) : (
        <p className="text-sm">No window is free in the next {ORDER_RULES.maxDaysAhead} days.</p>
      )}
      <div className="flex gap-2">
        <Button variant="ghost" className="disabled:opacity-50" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Earlier days
        </Button>
        <Button variant="ghost" className="disabled:opacity-50" disabled={page >= LAST_PAGE} onClick={() => setPage(page + 1)}>
          Later days
        </Button>
      </div>
      {list ? (
        <>
          <PickupDayStrip
            id={PICKUP_FIELD_IDS.day}
            days={days}
            selected={day}
            onSelect={(next) => onChange({ ...value, day: next })}
          />
          <PickupWindowRadios
            id={PICKUP_FIELD_IDS.start}
            day={day}
            windows={days.find((d) => d.day === day)?.windows ?? []}
            chosen={chosen}
            onChoose={choose}
            timeZone={timeZone}
            serviceZone={serviceZone !== timeZone ? serviceZone : null}
            current={current}
            describedBy={PICKUP_FIELD_IDS.end}
          />
        </>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          These days could not be loaded.{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <PickupSkeleton />
      )}
      <FieldMessages id={PICKUP_FIELD_IDS.end} errors={messages} />
      {refusal ? <PickupRefusalNote refusal={refusal} timeZone={timeZone} onChoose={choose} /> : null}
    </div>
  );
}
