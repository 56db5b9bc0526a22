import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES } from './pickup-rules';
import type { SiteReceiving } from './site-receiving';
import { windowKey } from './window-calendar';
import { windowState } from './window-state';
import { refusalMessage } from './window-words';

// Tue 2026-11-24, 08:00–10:00 in New York = 07:00–09:00 in Chicago.
const window = { date: '2026-11-24', start: new Date('2026-11-24T13:00:00Z'), end: new Date('2026-11-24T15:00:00Z') };
const rules = { ...DEFAULT_PICKUP_RULES, capacity: 2 };
const full = new Map([[windowKey(window.start, window.end), 2]]);
const beforeStart = new Date('2026-11-24T12:00:00Z');
const afterStart = new Date('2026-11-24T14:00:00Z');

const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const takes: SiteReceiving = {
  timeZone: 'America/Chicago',
  receivingHours: { ...week, tue: [{ start: '06:00', end: '12:00' }] },
  closedDates: [],
};
const lateOpening: SiteReceiving = { ...takes, receivingHours: { ...week, tue: [{ start: '08:00', end: '12:00' }] } };
const closedTuesday: SiteReceiving = { ...takes, receivingHours: week };
const closedDate: SiteReceiving = { ...takes, closedDates: [{ date: '2026-11-24', reason: 'Deep clean' }] };

describe('windowState with a site', () => {
  it('is available when the site can take it, and counts seats as without one', () => {
    expect(windowState(window, new Map(), beforeStart, rules, takes)).toEqual(windowState(window, new Map(), beforeStart, rules));
    expect(windowState(window, full, beforeStart, rules, takes)).toMatchObject({ available: false, unavailable_reason: 'full' });
  });

  it('says why the site cannot take it, with the seats still counted', () => {
    expect(windowState(window, new Map(), beforeStart, rules, lateOpening)).toEqual({
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-11-24T15:00:00.000Z',
      capacity: 2,
      remaining: 2,
      available: false,
      unavailable_reason: 'outside_receiving_hours',
    });
    expect(windowState(window, new Map(), beforeStart, rules, closedTuesday)).toMatchObject({
      unavailable_reason: 'site_closed',
    });
    expect(windowState(window, new Map(), beforeStart, rules, closedDate)).toMatchObject({ unavailable_reason: 'site_closed' });
  });

  it('puts the site’s reason before too soon and full: no wait and no freed seat makes it possible', () => {
    expect(windowState(window, full, beforeStart, rules, lateOpening)).toMatchObject({
      remaining: 0,
      unavailable_reason: 'outside_receiving_hours',
    });
    expect(windowState(window, new Map(), afterStart, rules, closedTuesday)).toMatchObject({ unavailable_reason: 'site_closed' });
    expect(windowState(window, full, afterStart, rules, closedDate)).toMatchObject({ unavailable_reason: 'site_closed' });
    expect(windowState(window, full, afterStart, rules, takes)).toMatchObject({ unavailable_reason: 'too_soon' });
  });
});

describe('refusalMessage for a site', () => {
  const nearest = { start: '2026-11-25T13:00:00.000Z', end: '2026-11-25T15:00:00.000Z' };

  it('names the closed date’s reason, or the weekday the site does not receive on', () => {
    expect(refusalMessage('site_closed', nearest, rules, undefined, { site: closedDate, start: window.start })).toBe(
      'The site is closed on Tue 24 Nov (Deep clean). The nearest available window is Wed 25 Nov, 07:00–09:00 (America/Chicago).',
    );
    expect(refusalMessage('site_closed', null, rules, undefined, { site: closedTuesday, start: window.start })).toBe(
      'The site does not receive parts on Tuesdays. No window is available in the next 60 days.',
    );
  });

  it('gives the day’s receiving hours in the site’s zone', () => {
    expect(refusalMessage('outside_receiving_hours', nearest, rules, undefined, { site: lateOpening, start: window.start })).toBe(
      'That window is not wholly inside the site’s receiving hours (Tue 24 Nov: 08:00–12:00, America/Chicago). ' +
        'The nearest available window is Wed 25 Nov, 07:00–09:00 (America/Chicago).',
    );
  });

  it('names the nearest window in the site’s zone whatever the reason', () => {
    expect(refusalMessage('full', nearest, rules, undefined, { site: takes, start: window.start })).toBe(
      'That window is full. The nearest available window is Wed 25 Nov, 07:00–09:00 (America/Chicago).',
    );
    expect(refusalMessage('full', nearest, rules)).toBe(
      'That window is full. The nearest available window is Wed 25 Nov, 08:00–10:00 (America/New_York).',
    );
  });
});
