import { describe, expect, it } from 'vitest';
import type { ReceivingHours } from '#contract/site-hours';
import { zonedTimeToUtc } from '#contract/zoned-time';
import { receivingRangesOn, type SiteReceiving, siteRefusal } from './site-receiving';

const NONE: ReceivingHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function site(timeZone: string, hours: Partial<ReceivingHours>, closedDates: SiteReceiving['closedDates'] = []): SiteReceiving {
  return { timeZone, receivingHours: { ...NONE, ...hours }, closedDates };
}

/** The window from `start` to `end`, local times of `day` in `zone` ("24:00" is the next midnight). */
function local(zone: string, day: string, start: string, end: string, endDay = day) {
  return { start: zonedTimeToUtc(day, start, zone)!, end: zonedTimeToUtc(endDay, end, zone)! };
}
const utc = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('siteRefusal: ordinary days', () => {
  // Monday 2026-11-23, a kitchen in Chicago with a morning and an afternoon range.
  const chicago = site('America/Chicago', {
    mon: [
      { start: '06:00', end: '10:00' },
      { start: '14:00', end: '16:00' },
    ],
  });

  it('takes a window wholly inside one range, its edges included', () => {
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '06:00', '08:00'), chicago)).toBeNull();
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '08:00', '10:00'), chicago)).toBeNull();
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '14:00', '16:00'), chicago)).toBeNull();
  });

  it('refuses a window partly outside a range, or spanning the gap between two', () => {
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '05:59', '08:00'), chicago)).toBe('outside_receiving_hours');
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '09:00', '11:00'), chicago)).toBe('outside_receiving_hours');
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '08:00', '16:00'), chicago)).toBe('outside_receiving_hours');
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '11:00', '13:00'), chicago)).toBe('outside_receiving_hours');
  });

  it('reads the window in the site’s zone, not the service’s', () => {
    // 08:00–10:00 in New York is 07:00–09:00 in Chicago: inside; 10:00–12:00 there is 09:00–11:00 here: not.
    expect(siteRefusal(local('America/New_York', '2026-11-23', '08:00', '10:00'), chicago)).toBeNull();
    expect(siteRefusal(local('America/New_York', '2026-11-23', '10:00', '12:00'), chicago)).toBe('outside_receiving_hours');
    expect(siteRefusal(local('America/New_York', '2026-11-23', '06:00', '08:00'), chicago)).toBe('outside_receiving_hours');
  });

  it('is closed on a weekday without ranges, and on a closed date whatever its weekday’s hours', () => {
    expect(siteRefusal(local('America/Chicago', '2026-11-24', '06:00', '08:00'), chicago)).toBe('site_closed');
    const holiday = site('America/Chicago', { mon: [{ start: '06:00', end: '10:00' }] }, [
      { date: '2026-11-30', reason: 'Stocktake' },
    ]);
    expect(siteRefusal(local('America/Chicago', '2026-11-30', '06:00', '08:00'), holiday)).toBe('site_closed');
    expect(receivingRangesOn(holiday, '2026-11-30')).toEqual([]);
    // The Monday before and after are open as usual.
    expect(siteRefusal(local('America/Chicago', '2026-11-23', '06:00', '08:00'), holiday)).toBeNull();
    expect(siteRefusal(local('America/Chicago', '2026-12-07', '06:00', '08:00'), holiday)).toBeNull();
  });

  it('takes the closed date as a date in the site’s zone', () => {
    // Tue 2026-12-01 00:30 UTC is still Monday 30 Nov evening in Chicago, the closed date.
    const late = site('America/Chicago', { mon: [{ start: '17:00', end: '24:00' }], tue: [{ start: '00:00', end: '24:00' }] }, [
      { date: '2026-11-30', reason: 'Stocktake' },
    ]);
    expect(siteRefusal(utc('2026-12-01T00:30:00Z', '2026-12-01T02:30:00Z'), late)).toBe('site_closed');
    expect(siteRefusal(utc('2026-12-01T06:30:00Z', '2026-12-01T08:30:00Z'), late)).toBeNull();
    // A Monday evening a week later, already Tuesday in UTC: open.
    expect(siteRefusal(utc('2026-12-08T00:30:00Z', '2026-12-08T02:30:00Z'), late)).toBeNull();
  });
});

describe('siteRefusal: midnight at the site', () => {
  // Berlin, evenings to midnight and early mornings: 18:00–24:00 and 00:00–06:00.
  const berlin = site('Europe/Berlin', {
    mon: [{ start: '18:00', end: '24:00' }],
    tue: [{ start: '00:00', end: '06:00' }],
    thu: [{ start: '18:00', end: '24:00' }],
  });

  it('takes a window ending at 24:00, and one starting at 00:00', () => {
    expect(siteRefusal(local('Europe/Berlin', '2026-11-23', '22:00', '00:00', '2026-11-24'), berlin)).toBeNull();
    expect(siteRefusal(local('Europe/Berlin', '2026-11-24', '00:00', '02:00'), berlin)).toBeNull();
    // 16:00–18:00 in New York is 22:00–24:00 in Berlin: a service window the site can take.
    expect(siteRefusal(local('America/New_York', '2026-11-23', '16:00', '18:00'), berlin)).toBeNull();
  });

  it('never joins ranges across midnight: a window crossing it is outside the hours', () => {
    expect(siteRefusal(local('Europe/Berlin', '2026-11-23', '23:00', '01:00', '2026-11-24'), berlin)).toBe(
      'outside_receiving_hours',
    );
  });

  it('is closed only when every day the window touches is closed', () => {
    // Thu 23:00 – Fri 01:00: Thursday is open (though not then), Friday closed.
    expect(siteRefusal(local('Europe/Berlin', '2026-11-26', '23:00', '01:00', '2026-11-27'), berlin)).toBe(
      'outside_receiving_hours',
    );
    // Sat 23:00 – Sun 01:00: both closed.
    expect(siteRefusal(local('Europe/Berlin', '2026-11-28', '23:00', '01:00', '2026-11-29'), berlin)).toBe('site_closed');
    // Wed 22:00–24:00 ends at Thursday's midnight but does not touch Thursday: closed, not outside.
    expect(siteRefusal(local('Europe/Berlin', '2026-11-25', '22:00', '00:00', '2026-11-26'), berlin)).toBe('site_closed');
  });
});

describe('siteRefusal: daylight-saving changes at the site', () => {
  const range = { start: '01:00', end: '03:00' };

  it('spring forward (Chicago, Sun 2027-03-14, 02:00 CST → 03:00 CDT): 01:00–03:00 is one hour', () => {
    const chicago = site('America/Chicago', { sun: [range] });
    // 01:00 CST = 07:00Z, 03:00 CDT = 08:00Z.
    expect(siteRefusal(utc('2027-03-14T07:00:00Z', '2027-03-14T08:00:00Z'), chicago)).toBeNull();
    // Two real hours from 01:00 end at 04:00 CDT: past the range.
    expect(siteRefusal(utc('2027-03-14T07:00:00Z', '2027-03-14T09:00:00Z'), chicago)).toBe('outside_receiving_hours');
    // 00:00–01:00 CST is before it.
    expect(siteRefusal(utc('2027-03-14T06:00:00Z', '2027-03-14T07:30:00Z'), chicago)).toBe('outside_receiving_hours');
    // A range starting in the skipped hour moves on by the gap, like every local time: 02:30 is 03:30 CDT (08:30Z).
    const gap = site('America/Chicago', { sun: [{ start: '02:30', end: '05:00' }] });
    expect(siteRefusal(utc('2027-03-14T08:30:00Z', '2027-03-14T10:00:00Z'), gap)).toBeNull();
    expect(siteRefusal(utc('2027-03-14T08:00:00Z', '2027-03-14T10:00:00Z'), gap)).toBe('outside_receiving_hours');
  });

  it('fall back (Chicago, Sun 2026-11-01, 02:00 CDT → 01:00 CST): 01:00–03:00 is three hours', () => {
    const chicago = site('America/Chicago', { sun: [range] });
    // From the first 01:00 (CDT, 06:00Z) to 03:00 CST (09:00Z).
    expect(siteRefusal(utc('2026-11-01T06:00:00Z', '2026-11-01T09:00:00Z'), chicago)).toBeNull();
    // 01:30 CDT to 01:30 CST: the wall clock runs backwards, the window is still inside.
    expect(siteRefusal(utc('2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z'), chicago)).toBeNull();
    expect(siteRefusal(utc('2026-11-01T05:30:00Z', '2026-11-01T07:00:00Z'), chicago)).toBe('outside_receiving_hours');
    expect(siteRefusal(utc('2026-11-01T08:00:00Z', '2026-11-01T10:00:00Z'), chicago)).toBe('outside_receiving_hours');
  });

  it('Berlin’s changes come on other weeks than New York’s: a New York window moves against the site’s hours', () => {
    const berlin = site('Europe/Berlin', { mon: [{ start: '14:00', end: '18:00' }], thu: [{ start: '14:00', end: '18:00' }] });
    const ny = (day: string, start: string, end: string) => local('America/New_York', day, start, end);
    // Usually six hours apart: 08:00–10:00 New York is 14:00–16:00 Berlin.
    expect(siteRefusal(ny('2026-10-19', '08:00', '10:00'), berlin)).toBeNull();
    expect(siteRefusal(ny('2026-11-02', '08:00', '10:00'), berlin)).toBeNull();
    // Berlin fell back on 25 Oct, New York only on 1 Nov: five hours apart, 13:00–15:00 in Berlin.
    expect(siteRefusal(ny('2026-10-26', '08:00', '10:00'), berlin)).toBe('outside_receiving_hours');
    expect(siteRefusal(ny('2026-10-26', '10:00', '12:00'), berlin)).toBeNull();
    // New York sprang forward on 14 Mar 2027, Berlin only on 28 Mar: five hours apart again.
    expect(siteRefusal(ny('2027-03-15', '08:00', '10:00'), berlin)).toBe('outside_receiving_hours');
    expect(siteRefusal(ny('2027-03-29', '08:00', '10:00'), berlin)).toBeNull();
  });
});
