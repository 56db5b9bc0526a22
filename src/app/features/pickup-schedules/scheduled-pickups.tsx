import { Link } from '@tanstack/react-router';
import type { PickupScheduleSummary } from '#contract/pickup-schedule-answers';
import { formatCount } from '#app/lib/format/format';
import { formatPickupDay, pickupDayOf, scheduleTakesText, upcomingPickups } from './occurrence-text';

/** How many schedules' next pickups the overview names; the rest are on the sites screen. */
export const SCHEDULED_SHOWN = 5;

interface ScheduledPickupsProps {
  schedules: readonly PickupScheduleSummary[];
  siteName: (id: string) => string | undefined;
}

/** The overview's card: each schedule's next pickup, when and at which site, and what it will take. */
export function ScheduledPickups({ schedules, siteName }: ScheduledPickupsProps) {
  const upcoming = upcomingPickups(schedules, SCHEDULED_SHOWN);
  return (
    <>
      <p>
        {upcoming.length === 1 ? 'The next pickup' : `The next pickups of ${formatCount(upcoming.length)} schedules`}, ordered by
        themselves before the day.
      </p>
      <ul className="space-y-2">
        {upcoming.map(({ schedule, occurrence }) => (
          <li key={schedule.id}>
            <strong>
              <time dateTime={pickupDayOf(occurrence)}>{formatPickupDay(pickupDayOf(occurrence))}</time>
            </strong>{' '}
            · {siteName(schedule.site_id) ?? 'a site'} · takes {scheduleTakesText(schedule.parts)}
            {occurrence.status === 'shifted' ? ` (moved from ${formatPickupDay(occurrence.date)})` : ''}
            {occurrence.order_id ? (
              <>
                {' '}
                ·{' '}
                <Link to="/orders/$orderId" params={{ orderId: occurrence.order_id }} className="touch-target underline">
                  Order placed
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/settings/sites" className="touch-target">
        Pickup schedules
      </Link>
    </>
  );
}
