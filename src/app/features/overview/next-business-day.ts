const DAY_MS = 24 * 60 * 60 * 1000;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function localDate(at: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    at,
  );
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a local calendar day starts in the zone (a second pass settles days a clock change begins). */
function startOfLocalDay({ year, month, day }: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The end of the next weekday in the zone: Monday's end after a Friday, Saturday or Sunday. */
export function endOfNextBusinessDay(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const ahead = weekday === 5 ? 3 : weekday === 6 ? 2 : 1;
  // The day after the next business day, at its first instant.
  const after = new Date(Date.UTC(today.year, today.month - 1, today.day) + (ahead + 1) * DAY_MS);
  return startOfLocalDay({ year: after.getUTCFullYear(), month: after.getUTCMonth() + 1, day: after.getUTCDate() }, timeZone);
}
