import { describe, expect, it } from 'vitest';
import { filledSiteForm } from '#app/testing/filled-site-form';
import type { Site } from '#contract/sites';
import { clientProblems } from './site-form-problems';
import { copyMondayToWeekdays, emptySiteForm, endForInput, endFromInput, siteBodyOf, siteFormOf } from './site-form-values';

const filled = filledSiteForm;

describe('siteBodyOf', () => {
  it('sends every weekday of the grid, closed ones empty, and every closed date in its row order', () => {
    const values = filled({
      hours: {
        mon: [
          { start: '06:00', end: '10:00' },
          { start: '14:00', end: '16:00' },
        ],
        tue: [{ start: '06:00', end: '10:00' }],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      closed: [
        { key: 'a', date: '2026-12-24', reason: ' Christmas Eve ' },
        { key: 'b', date: '2026-12-31', reason: '' },
      ],
    });
    expect(siteBodyOf(values)).toEqual({
      name: 'Harbour St',
      address: { line1: '1 Harbour St', line2: '', city: 'Chicago', region: '', postal_code: '', country: 'US' },
      time_zone: 'America/Chicago',
      receiving_hours: {
        mon: [
          { start: '06:00', end: '10:00' },
          { start: '14:00', end: '16:00' },
        ],
        tue: [{ start: '06:00', end: '10:00' }],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      closed_dates: [
        { date: '2026-12-24', reason: 'Christmas Eve' },
        { date: '2026-12-31', reason: '' },
      ],
      contact: { name: '', phone: '' },
      access_notes: '',
    });
  });

  it('starts a new site at the browser’s zone with Monday to Friday hours', () => {
    const values = emptySiteForm();
    expect(values.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(values.hours.fri).toEqual([{ start: '08:00', end: '18:00' }]);
    expect(values.hours.sat).toEqual([]);
  });

  it('copies Monday to Tuesday–Friday and leaves the weekend alone, without sharing the ranges', () => {
    const base = filled().hours;
    const hours = copyMondayToWeekdays({
      ...base,
      mon: [{ start: '07:00', end: '09:00' }],
      sat: [{ start: '10:00', end: '12:00' }],
    });
    for (const day of ['tue', 'wed', 'thu', 'fri'] as const) expect(hours[day]).toEqual([{ start: '07:00', end: '09:00' }]);
    expect(hours.sat).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(hours.tue[0]).not.toBe(hours.mon[0]);
  });

  it('shows the contract’s 24:00 as 00:00 in a time input and sends 00:00 back as 24:00', () => {
    expect(endForInput('24:00')).toBe('00:00');
    expect(endFromInput('00:00')).toBe('24:00');
    expect(endFromInput(endForInput('17:30'))).toBe('17:30');
    expect(
      clientProblems(filled({ hours: { ...filled().hours, sun: [{ start: '18:00', end: endFromInput('00:00') }] } })),
    ).toEqual({});
  });

  it('round-trips a site read from the server', () => {
    const site: Site = {
      id: 'site_1',
      name: 'Uptown',
      address: { line1: '2 Main', line2: '', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' },
      time_zone: 'America/New_York',
      receiving_hours: { mon: [{ start: '06:00', end: '24:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      closed_dates: [{ date: '2026-12-25', reason: 'Christmas' }],
      contact: { name: 'Ana', phone: '555' },
      access_notes: 'Back door',
      status: 'active',
      part_count: 3,
      created_at: '2026-11-01T00:00:00.000Z',
    };
    const { id: _id, status: _status, part_count: _count, created_at: _created, ...rest } = site;
    expect(siteBodyOf(siteFormOf(site))).toEqual(rest);
  });
});
