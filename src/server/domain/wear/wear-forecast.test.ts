import { describe, expect, it } from 'vitest';
import { DAY_MS, forecastWear, ownWearPerDay, sharpeningsLeft } from './wear-forecast';

const T0 = new Date('2026-01-01T00:00:00.000Z');
const day = (n: number) => new Date(T0.getTime() + n * DAY_MS);

describe('ownWearPerDay', () => {
  it('is the wear gained per day of use between services, over every cycle', () => {
    // 0 → 60 in 100 days, then 5 → 45 in 50 days: 100 points in 150 days.
    const history = [
      { wearBefore: 60, wearAfter: 5, completedAt: day(100) },
      { wearBefore: 45, wearAfter: 6, completedAt: day(150) },
    ];
    expect(ownWearPerDay(T0, history)).toBeCloseTo(100 / 150, 10);
    expect(ownWearPerDay(T0, [...history].reverse())).toBeCloseTo(100 / 150, 10);
  });

  it('is null with no services or fewer than 7 observed days', () => {
    expect(ownWearPerDay(T0, [])).toBeNull();
    expect(ownWearPerDay(T0, [{ wearBefore: 10, wearAfter: 0, completedAt: day(6) }])).toBeNull();
    expect(ownWearPerDay(T0, [{ wearBefore: 14, wearAfter: 0, completedAt: day(7) }])).toBe(2);
  });

  it('counts no wear for a service recorded at (or before) the start of its cycle', () => {
    const history = [
      { wearBefore: 30, wearAfter: 0, completedAt: T0 },
      { wearBefore: 20, wearAfter: 0, completedAt: day(10) },
    ];
    expect(ownWearPerDay(T0, history)).toBe(2);
  });
});

describe('forecastWear', () => {
  const base = { partType: 'blade', status: 'with_customer', wearLevel: 40, wearMeasuredAt: T0 };

  it('projects the due level (70) from the last measurement at the part’s own pace', () => {
    expect(forecastWear({ ...base, ownWearPerDay: 1.5 })).toEqual({
      forecastDueAt: day(20),
      wearPerDay: 1.5,
      basis: 'own_history',
    });
  });

  it('falls back to the type’s typical pace without enough history', () => {
    // blade: 0.6 a day, 30 points to go → 50 days.
    expect(forecastWear({ ...base, ownWearPerDay: null })).toEqual({
      forecastDueAt: day(50),
      wearPerDay: 0.6,
      basis: 'type_average',
    });
  });

  it('dates a part already past due to when its trend crossed the due level', () => {
    expect(forecastWear({ ...base, wearLevel: 85, ownWearPerDay: 1.5 }).forecastDueAt).toEqual(day(-10));
  });

  it('is null when retired, of an unknown type without history, or not wearing at all', () => {
    expect(forecastWear({ ...base, status: 'retired', ownWearPerDay: 1 }).forecastDueAt).toBeNull();
    expect(forecastWear({ ...base, partType: 'laser', ownWearPerDay: null })).toEqual({
      forecastDueAt: null,
      wearPerDay: null,
      basis: null,
    });
    expect(forecastWear({ ...base, ownWearPerDay: 0 }).forecastDueAt).toBeNull();
    expect(forecastWear({ ...base, wearLevel: 75, ownWearPerDay: 0 }).forecastDueAt).toEqual(T0);
    expect(forecastWear({ ...base, wearLevel: 70, ownWearPerDay: 0 }).forecastDueAt).toEqual(T0);
    expect(forecastWear({ ...base, partType: 'laser', wearLevel: 90, ownWearPerDay: null }).forecastDueAt).toBeNull();
  });
});

describe('sharpeningsLeft', () => {
  it('is the type’s service life minus sharpenings so far, never below 0', () => {
    expect(sharpeningsLeft('drill_bit', 3)).toBe(7);
    expect(sharpeningsLeft('drill_bit', 12)).toBe(0);
    expect(sharpeningsLeft('laser', 1)).toBeNull();
  });
});
