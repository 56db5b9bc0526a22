import { utcToZonedTime } from '#contract/zoned-time';

/** The morning mail (the daily digest, Monday's parts due) goes at 08:00 where it is read. */
export const MORNING_TIME = '08:00';
/**
 * A morning mail not sent by 10:00 (the service was down) waits for the next morning: nothing in it
 * is lost (digest lines stay queued, due parts are due still), and no one gets yesterday's at noon.
 */
const MORNING_ENDS = '10:00';

/** The local date whose morning mail is due now in the zone, or null outside 08:00–10:00 there. */
export function morningOf(now: Date, timeZone: string): string | null {
  const { day, time } = utcToZonedTime(now, timeZone);
  return time >= MORNING_TIME && time < MORNING_ENDS ? day : null;
}
