import { describe, expect, it } from 'vitest';
import type { PartHistoryEntry } from '#contract/parts';
import { project, summariseWear, trendToDue, wearSeries } from './wear-chart-geometry';

const entry = (completed_at: string, wear_before: number, wear_after: number): PartHistoryEntry => ({
  id: `history_${completed_at}`,
  service_type: 'sharpening',
  wear_before,
  wear_after,
  technician_notes: '',
  completed_at,
});

const NOW = Date.parse('2026-11-21T00:00:00.000Z');
const day = (iso: string) => iso.slice(0, 10);

describe('wear chart', () => {
  it('draws a sawtooth in time order, ending at today’s wear', () => {
    const history = [entry('2026-06-01T00:00:00.000Z', 80, 5), entry('2026-01-01T00:00:00.000Z', 72, 0)];
    expect(wearSeries(history, 130, NOW)).toEqual([
      { time: Date.parse('2026-01-01T00:00:00.000Z'), wear: 72 },
      { time: Date.parse('2026-01-01T00:00:00.000Z'), wear: 0 },
      { time: Date.parse('2026-06-01T00:00:00.000Z'), wear: 80 },
      { time: Date.parse('2026-06-01T00:00:00.000Z'), wear: 5 },
      { time: NOW, wear: 100 },
    ]);
  });

  it('centres a single moment instead of dividing by zero', () => {
    const { x, y } = project([{ time: NOW, wear: 50 }], { width: 200, height: 100, left: 0, right: 0, top: 0, bottom: 0 });
    expect(x(NOW)).toBe(100);
    expect(y(50)).toBe(50);
    expect(y(100)).toBe(0);
  });

  it('summarises the history in words', () => {
    const history = [entry('2026-06-01T00:00:00.000Z', 80, 5), entry('2026-01-01T00:00:00.000Z', 72, 0)];
    expect(summariseWear(history, 33, day)).toBe(
      '2 services between 2026-01-01 and 2026-06-01. Wear before a service: 72–80%; after: 0–5%. Wear today: 33%.',
    );
    expect(summariseWear([history[0]!], 33, day)).toBe(
      '1 service on 2026-06-01. Wear before a service: 80%; after: 5%. Wear today: 33%.',
    );
    expect(summariseWear([], 12, day)).toBe('No services recorded yet. Wear today: 12%.');
  });
});

describe('trend to the due level', () => {
  const today = { time: Date.parse('2026-11-23T00:00:00.000Z'), wear: 40 };
  it('runs from today’s wear to the due level on the forecast date', () => {
    expect(trendToDue(today, '2026-12-23T00:00:00.000Z', 70)).toEqual({ time: Date.parse('2026-12-23T00:00:00.000Z'), wear: 70 });
  });
  it('is not drawn without a forecast, for a part already due, or a date already past', () => {
    expect(trendToDue(today, null, 70)).toBeNull();
    expect(trendToDue(today, undefined, 70)).toBeNull();
    expect(trendToDue({ ...today, wear: 75 }, '2026-12-23T00:00:00.000Z', 70)).toBeNull();
    expect(trendToDue(today, '2026-11-01T00:00:00.000Z', 70)).toBeNull();
  });
});
