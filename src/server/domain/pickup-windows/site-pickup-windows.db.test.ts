import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupWindowList } from '#contract/pickup-windows';
import type { ReceivingHours } from '#contract/site-hours';
import { utcToZonedTime } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { createTestDatabase } from '#server/testing/test-database';
import { listPickupWindows } from './list-pickup-windows';
import { checkOfferedWindow, offeredWindowProblems } from './offered-window-check';
import { DEFAULT_PICKUP_RULES as rules } from './pickup-rules';
import type { SiteReceiving } from './site-receiving';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDatabase()));
afterAll(() => close());

const CLOSED: ReceivingHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const weekdays = (start: string, end: string): ReceivingHours => {
  const range = [{ start, end }];
  return { ...CLOSED, mon: range, tue: range, wed: range, thu: range, fri: range };
};

/** Each window as "date time reason" in the list's zone (meta.time_zone), "ok" when available. */
const shown = (list: PickupWindowList) =>
  list.data.map((window) => {
    const { day, time } = utcToZonedTime(new Date(window.start), list.meta.time_zone);
    return `${day} ${time} ${window.unavailable_reason ?? 'ok'}`;
  });

/** Service New York (08–18, Mon–Fri); the site a kitchen in Berlin receiving 14:00–18:00 on weekdays. */
const berlin: SiteReceiving = { timeZone: 'Europe/Berlin', receivingHours: weekdays('14:00', '18:00'), closedDates: [] };

describe('listPickupWindows for a site in another zone', { timeout: 120_000 }, () => {
  it('follows both zones across the autumn weeks when only Berlin has fallen back', async () => {
    const list = await listPickupWindows(
      db,
      rules,
      { from: '2026-10-23', to: '2026-11-02' },
      new Date('2026-10-21T12:00:00Z'),
      berlin,
    );
    expect(list.meta.time_zone).toBe('Europe/Berlin');
    const available = shown(list).filter((line) => line.endsWith(' ok'));
    expect(available).toEqual([
      // Six hours apart: New York's 08:00 and 10:00 are Berlin's 14:00 and 16:00.
      '2026-10-23 14:00 ok',
      '2026-10-23 16:00 ok',
      // Berlin fell back on 25 Oct, New York not yet: five hours apart, only New York's 10:00 (15:00 here) fits.
      '2026-10-26 15:00 ok',
      '2026-10-27 15:00 ok',
      '2026-10-28 15:00 ok',
      '2026-10-29 15:00 ok',
      '2026-10-30 15:00 ok',
      // New York fell back on 1 Nov: six hours apart again.
      '2026-11-02 14:00 ok',
      '2026-11-02 16:00 ok',
    ]);
    expect(shown(list).filter((line) => line.startsWith('2026-10-26'))).toEqual([
      '2026-10-26 13:00 outside_receiving_hours',
      '2026-10-26 15:00 ok',
      '2026-10-26 17:00 outside_receiving_hours',
      '2026-10-26 19:00 outside_receiving_hours',
      '2026-10-26 21:00 outside_receiving_hours',
    ]);
    // Weekends: New York offers nothing, so nothing is listed, even as closed.
    expect(shown(list).some((line) => line.startsWith('2026-10-24') || line.startsWith('2026-10-25'))).toBe(false);
    expect(list.meta.earliest_available).toEqual({ start: '2026-10-22T12:00:00.000Z', end: '2026-10-22T14:00:00.000Z' });
  });

  it('follows both zones across the spring weeks when only New York has sprung forward', async () => {
    const list = await listPickupWindows(
      db,
      rules,
      { from: '2027-03-12', to: '2027-03-29' },
      new Date('2027-03-10T16:00:00Z'),
      berlin,
    );
    const on = (day: string) => shown(list).filter((line) => line.startsWith(day) && line.endsWith(' ok'));
    expect(on('2027-03-12')).toEqual(['2027-03-12 14:00 ok', '2027-03-12 16:00 ok']);
    expect(on('2027-03-15')).toEqual(['2027-03-15 15:00 ok']);
    expect(on('2027-03-26')).toEqual(['2027-03-26 15:00 ok']);
    // Berlin sprang forward on 28 Mar.
    expect(on('2027-03-29')).toEqual(['2027-03-29 14:00 ok', '2027-03-29 16:00 ok']);
  });

  it('marks a closed weekday and a closed date site_closed, beside the service’s own holiday', async () => {
    const chicago: SiteReceiving = {
      timeZone: 'America/Chicago',
      receivingHours: { ...weekdays('06:00', '12:00'), wed: [] },
      closedDates: [{ date: '2026-11-27', reason: 'Inventory' }],
    };
    const list = await listPickupWindows(
      db,
      rules,
      { from: '2026-11-23', to: '2026-11-27' },
      new Date('2026-11-21T08:00:00Z'),
      chicago,
    );
    expect(list.meta).toMatchObject({ time_zone: 'America/Chicago', from: '2026-11-23', to: '2026-11-27' });
    expect(list.meta.closed_days).toEqual([{ date: '2026-11-26', reason: 'holiday', name: 'Thanksgiving Day' }]);
    const day = (date: string) => shown(list).filter((line) => line.startsWith(date));
    // Chicago's 06:00–12:00 takes New York's 08–10 and 10–12 (07:00 and 09:00 here); 12–14 (11:00–13:00) runs past noon.
    expect(day('2026-11-23')).toEqual([
      '2026-11-23 07:00 ok',
      '2026-11-23 09:00 ok',
      '2026-11-23 11:00 outside_receiving_hours',
      '2026-11-23 13:00 outside_receiving_hours',
      '2026-11-23 15:00 outside_receiving_hours',
    ]);
    expect(day('2026-11-25')).toEqual(
      Array.from({ length: 5 }, (_, i) => `2026-11-25 ${String(7 + 2 * i).padStart(2, '0')}:00 site_closed`),
    );
    expect(day('2026-11-26')).toEqual([]);
    expect(day('2026-11-27').every((line) => line.endsWith('site_closed'))).toBe(true);
    expect(day('2026-11-27')).toHaveLength(5);
    // Every window keeps its seats: the site's reason is not a lack of them.
    expect(list.data.every((window) => window.remaining === 4)).toBe(true);
  });

  it('groups by the site’s dates and refuses a window across the site’s midnight', async () => {
    // Kolkata is 10:30 ahead of New York in winter: New York's 12–14 is 22:30–00:30 there.
    const kolkata: SiteReceiving = {
      timeZone: 'Asia/Kolkata',
      receivingHours: {
        ...CLOSED,
        mon: [{ start: '18:00', end: '24:00' }],
        tue: [
          { start: '00:00', end: '06:00' },
          { start: '18:00', end: '24:00' },
        ],
      },
      closedDates: [],
    };
    const list = await listPickupWindows(
      db,
      rules,
      { from: '2026-11-24', to: '2026-11-24' },
      new Date('2026-11-21T08:00:00Z'),
      kolkata,
    );
    expect(list.meta.time_zone).toBe('Asia/Kolkata');
    expect(shown(list)).toEqual([
      // New York's Monday afternoon is Kolkata's Tuesday night.
      '2026-11-24 00:30 ok',
      '2026-11-24 02:30 ok',
      '2026-11-24 18:30 ok',
      '2026-11-24 20:30 ok',
      '2026-11-24 22:30 outside_receiving_hours',
    ]);
    const monday = await listPickupWindows(
      db,
      rules,
      { from: '2026-11-23', to: '2026-11-23' },
      new Date('2026-11-21T08:00:00Z'),
      kolkata,
    );
    // Mon 22:30 – Tue 00:30: both days open, ranges meet at midnight, but a window must fit one.
    expect(shown(monday).at(-1)).toBe('2026-11-23 22:30 outside_receiving_hours');
  });
});

describe('earliest_available for a site', { timeout: 120_000 }, () => {
  // From Monday 23 Nov the first windows are too soon (lead time), Tuesday is closed at the site,
  // Wednesday only 12:00–16:00 in Chicago takes New York's 14–16 (13:00–15:00 here).
  const site: SiteReceiving = {
    timeZone: 'America/Chicago',
    receivingHours: { ...weekdays('06:00', '12:00'), tue: [], wed: [{ start: '12:00', end: '16:00' }] },
    closedDates: [],
  };
  const now = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 in New York: cutoff Tue 00:00
  const wednesday = { start: '2026-11-25T19:00:00.000Z', end: '2026-11-25T21:00:00.000Z' };

  it('skips the windows the site cannot take, in the range', async () => {
    const list = await listPickupWindows(db, rules, { from: '2026-11-23', to: '2026-11-27' }, now, site);
    expect(list.meta.earliest_available).toEqual(wednesday);
    const plain = await listPickupWindows(db, rules, { from: '2026-11-23', to: '2026-11-27' }, now);
    expect(plain.meta.earliest_available).toEqual({ start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T15:00:00.000Z' });
  });

  it('skips them beyond the range too (a range with nothing the site can take, or a later one)', async () => {
    const tuesdayOnly = await listPickupWindows(db, rules, { from: '2026-11-24', to: '2026-11-24' }, now, site);
    expect(tuesdayOnly.data.every((window) => window.unavailable_reason === 'site_closed')).toBe(true);
    expect(tuesdayOnly.meta.earliest_available).toEqual(wednesday);
    const later = await listPickupWindows(db, rules, { from: '2026-12-07', to: '2026-12-08' }, now, site);
    expect(later.meta.earliest_available).toEqual(wednesday);
  });
});

describe('checkOfferedWindow for a site', { timeout: 120_000 }, () => {
  const now = new Date('2026-11-21T08:00:00Z'); // Saturday: windows from Monday
  const chicago: SiteReceiving = {
    timeZone: 'America/Chicago',
    receivingHours: { ...weekdays('06:00', '12:00'), wed: [] },
    closedDates: [{ date: '2026-11-27', reason: 'Inventory' }],
  };
  const check = (start: string, end: string, site?: SiteReceiving) =>
    db.transaction((tx) => checkOfferedWindow(tx, rules, { start: new Date(start), end: new Date(end) }, now, undefined, site));

  it('takes a window the site can take, and without a site the ones it cannot', async () => {
    expect(await check('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', chicago)).toBeNull();
    expect(await check('2026-11-25T13:00:00Z', '2026-11-25T15:00:00Z')).toBeNull();
    expect(await check('2026-11-24T17:00:00Z', '2026-11-24T19:00:00Z')).toBeNull();
  });

  it('refuses a closed weekday as site_closed, naming the nearest window the site can take', async () => {
    expect(await check('2026-11-25T13:00:00Z', '2026-11-25T15:00:00Z', chicago)).toEqual({
      field: 'pickup_window_start',
      code: 'site_closed',
      message:
        'The site does not receive parts on Wednesdays. The nearest available window is Tue 24 Nov, 09:00–11:00 (America/Chicago).',
      nearest_window: { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
    });
  });

  it('refuses a closed date as site_closed with its reason', async () => {
    const refusal = await check('2026-11-27T15:00:00Z', '2026-11-27T17:00:00Z', chicago);
    // Monday 30 Nov 07:00 in Chicago is nearer than Tuesday 24 Nov (Wednesday closed, Thursday the holiday).
    expect(refusal).toMatchObject({ code: 'site_closed', nearest_window: { start: '2026-11-30T13:00:00.000Z' } });
    expect(refusal?.message).toMatch(/^The site is closed on Fri 27 Nov \(Inventory\)\./);
  });

  it('refuses a window partly outside the hours as outside_receiving_hours', async () => {
    // New York 12–14 is 11:00–13:00 in Chicago, past the site's noon.
    expect(await check('2026-11-24T17:00:00Z', '2026-11-24T19:00:00Z', chicago)).toEqual({
      field: 'pickup_window_start',
      code: 'outside_receiving_hours',
      message:
        'That window is not wholly inside the site’s receiving hours (Tue 24 Nov: 06:00–12:00, America/Chicago). ' +
        'The nearest available window is Tue 24 Nov, 09:00–11:00 (America/Chicago).',
      nearest_window: { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
    });
  });

  it('keeps the business’s own reasons first, and puts the site’s before too_soon', async () => {
    // Thanksgiving is the service's holiday whatever the site says.
    expect(await check('2026-11-26T13:00:00Z', '2026-11-26T15:00:00Z', chicago)).toMatchObject({ code: 'holiday' });
    // Not an offered window at all.
    expect(await check('2026-11-24T14:00:00Z', '2026-11-24T16:00:00Z', chicago)).toMatchObject({
      code: 'outside_business_hours',
    });
    // Monday 05:00 New York: Monday's windows are too soon, and the afternoon ones outside the site's hours too.
    const monday = new Date('2026-11-23T10:00:00Z');
    const at = (start: string, end: string) =>
      db.transaction((tx) =>
        checkOfferedWindow(tx, rules, { start: new Date(start), end: new Date(end) }, monday, undefined, chicago),
      );
    expect(await at('2026-11-23T19:00:00Z', '2026-11-23T21:00:00Z')).toMatchObject({ code: 'outside_receiving_hours' });
    expect(await at('2026-11-23T17:00:00Z', '2026-11-23T19:00:00Z')).toMatchObject({ code: 'outside_receiving_hours' });
    expect(await at('2026-11-23T13:00:00Z', '2026-11-23T15:00:00Z')).toMatchObject({ code: 'too_soon' });
  });

  it('reaches the order checks through offeredWindowProblems', async () => {
    const problems = await db.transaction((tx) =>
      offeredWindowProblems(
        tx,
        rules,
        { start: new Date('2026-11-25T13:00:00Z'), end: new Date('2026-11-25T15:00:00Z') },
        now,
        undefined,
        chicago,
      ),
    );
    expect(problems.map((problem) => `${problem.field} ${problem.code}`)).toEqual(['pickup_window_start site_closed']);
  });
});
