import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES, type PickupRules } from './pickup-rules';
import { closedDaysBetween, leadCutoff, windowsBetween, windowsOn } from './window-calendar';
import { localDate, zonedInstant } from '#contract/zoned-time';

const rules = DEFAULT_PICKUP_RULES;
const starts = (from: string, to: string, r: PickupRules = rules) =>
  windowsBetween(from, to, r).map((w) => w.start.toISOString());

describe('pickup window calendar', () => {
  it('keeps windows at local wall-clock times across the November DST change (UTC shifts by an hour)', () => {
    // Fri 30 Oct is EDT (UTC-4), Mon 2 Nov EST (UTC-5); the weekend of the change has no windows.
    const windows = windowsBetween('2026-10-30', '2026-11-02', rules);
    expect(windows.map((w) => w.date)).toEqual([...Array(5).fill('2026-10-30'), ...Array(5).fill('2026-11-02')]);
    expect(windows[0]).toMatchObject({ start: new Date('2026-10-30T12:00:00Z'), end: new Date('2026-10-30T14:00:00Z') });
    expect(windows[5]).toMatchObject({ start: new Date('2026-11-02T13:00:00Z'), end: new Date('2026-11-02T15:00:00Z') });
    expect(windows[9]!.end).toEqual(new Date('2026-11-02T23:00:00Z'));
  });

  it('keeps windows at local wall-clock times across the March DST change', () => {
    expect(starts('2027-03-12', '2027-03-15').filter((_, i) => i % 5 === 0)).toEqual([
      '2027-03-12T13:00:00.000Z',
      '2027-03-15T12:00:00.000Z',
    ]);
  });

  it('gives a window that spans the change its real length', () => {
    const sunday: PickupRules = { ...rules, businessDays: [7], windows: [{ start: '00:00', end: '04:00' }] };
    const [fallBack] = windowsOn('2026-11-01', sunday);
    expect((fallBack!.end.getTime() - fallBack!.start.getTime()) / 3_600_000).toBe(5);
    const [springForward] = windowsOn('2027-03-14', sunday);
    expect((springForward!.end.getTime() - springForward!.start.getTime()) / 3_600_000).toBe(3);
  });

  it('has no windows on a holiday or a weekend, and names the holiday as a closed day', () => {
    expect(windowsOn('2026-11-26', rules)).toEqual([]);
    expect(windowsOn('2026-11-28', rules)).toEqual([]);
    expect(closedDaysBetween('2026-11-23', '2026-11-29', rules)).toEqual([
      { date: '2026-11-26', reason: 'holiday', name: 'Thanksgiving Day' },
    ]);
    // A holiday on a day the service is closed anyway is not a closed day.
    expect(closedDaysBetween('2026-07-04', '2026-07-05', { ...rules, holidays: new Map([['2026-07-04', 'Sat']]) })).toEqual([]);
  });

  it('puts the lead-time cutoff at the start of the next open day, in the service zone', () => {
    // 23:30 on Monday in New York is already Tuesday in UTC: the cutoff is still Tuesday 00:00 local.
    expect(leadCutoff(new Date('2026-11-24T04:30:00Z'), rules)).toEqual(new Date('2026-11-24T05:00:00Z'));
    // Wednesday before Thanksgiving: Thursday is closed, so Friday.
    expect(leadCutoff(new Date('2026-11-25T15:00:00Z'), rules)).toEqual(new Date('2026-11-27T05:00:00Z'));
    // Friday: Monday.
    expect(leadCutoff(new Date('2026-11-27T15:00:00Z'), rules)).toEqual(new Date('2026-11-30T05:00:00Z'));
    expect(leadCutoff(new Date('2026-11-27T15:00:00Z'), { ...rules, leadBusinessDays: 2 })).toEqual(
      new Date('2026-12-01T05:00:00Z'),
    );
  });

  it('converts between instants and local dates in other zones too', () => {
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/Berlin')).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(localDate(new Date('2026-11-24T04:30:00Z'), 'America/New_York')).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-24T04:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-24');
  });
});
