import { describe, expect, it } from 'vitest';
import { checkPickupWindow } from './pickup-window';

const now = new Date('2026-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const codes = (start: string, end: string) => checkPickupWindow(at(start), at(end), now).map((d) => d.code);

describe('checkPickupWindow', () => {
  it('accepts a two-hour window tomorrow', () => {
    expect(codes('2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z')).toEqual([]);
  });
  it('refuses a start in the past or right now', () => {
    expect(codes('2026-03-01T12:00:00Z', '2026-03-01T15:00:00Z')).toEqual(['in_past']);
  });
  it('refuses a start more than 60 days ahead', () => {
    expect(codes('2026-05-01T12:00:01Z', '2026-05-01T15:00:00Z')).toEqual(['too_far_ahead']);
  });
  it('refuses an end at or before the start', () => {
    expect(codes('2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z')).toEqual(['end_before_start']);
  });
  it('refuses a window shorter than two hours', () => {
    expect(codes('2026-03-02T09:00:00Z', '2026-03-02T10:59:59Z')).toEqual(['window_too_short']);
  });
  it('accepts a start exactly 60 days ahead', () => {
    expect(codes('2026-04-30T12:00:00Z', '2026-04-30T14:00:00Z')).toEqual([]);
  });
  it('names the field each problem is about, so a form can mark it', () => {
    const fields = (start: string, end: string) => checkPickupWindow(at(start), at(end), now).map((d) => d.field);
    expect(fields('2026-03-01T11:00:00Z', '2026-03-01T10:00:00Z')).toEqual(['pickup_window_start', 'pickup_window_end']);
    expect(fields('2026-05-01T12:00:01Z', '2026-05-01T13:00:00Z')).toEqual(['pickup_window_start', 'pickup_window_end']);
  });
});
