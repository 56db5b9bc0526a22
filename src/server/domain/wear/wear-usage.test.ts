import { describe, expect, it } from 'vitest';
import { DAY_MS } from './wear-forecast';
import { growUntil, usageWearPerDay } from './wear-usage';

const ids = Array.from({ length: 400 }, (_, n) => `part_${n}`);

describe('usageWearPerDay', () => {
  it('is the same for the same part and cycle, and differs between cycles', () => {
    expect(usageWearPerDay('part_1', 'saw', 2)).toBe(usageWearPerDay('part_1', 'saw', 2));
    expect(usageWearPerDay('part_1', 'saw', 3)).not.toBe(usageWearPerDay('part_1', 'saw', 2));
  });

  it("stays within half to one and a half times the type's pace, then 15 % either way, and uses that range", () => {
    const paces = ids.map((id) => usageWearPerDay(id, 'knife', 0) / 0.8);
    expect(Math.min(...paces)).toBeGreaterThanOrEqual(0.5 * 0.85);
    expect(Math.max(...paces)).toBeLessThan(1.5 * 1.15);
    expect(Math.min(...paces)).toBeLessThan(0.6);
    expect(Math.max(...paces)).toBeGreaterThan(1.4);
  });

  it("scales with the type's typical pace, and an unknown type gets 0.5 a day", () => {
    expect(usageWearPerDay('part_7', 'knife', 1) / usageWearPerDay('part_7', 'chisel', 1)).toBeCloseTo(0.8 / 0.3, 10);
    expect(usageWearPerDay('part_7', 'router_bit', 1) / usageWearPerDay('part_7', 'saw', 1)).toBeCloseTo(1, 10);
  });

  it('varies each cycle by at most 15 % around the part’s own pace', () => {
    const cycles = Array.from({ length: 200 }, (_, n) => usageWearPerDay('part_9', 'blade', n));
    expect(Math.max(...cycles) / Math.min(...cycles)).toBeLessThan(1.15 / 0.85);
    expect(Math.max(...cycles) / Math.min(...cycles)).toBeGreaterThan(1.25);
  });
});

describe('growUntil', () => {
  const t0 = Date.parse('2026-11-01T00:00:00Z');
  const at = (days: number) => new Date(t0 + days * DAY_MS);
  const state = (wearLevel: number) => ({ wearLevel, wearMeasuredAt: at(0) });

  it('adds whole points only, and moves the measurement by just the time they took', () => {
    // 2 points a day: one every half day; 1.75 days give 3 points and keep the quarter day.
    expect(growUntil(state(10), 2, at(1.75))).toEqual({ wearLevel: 13, wearMeasuredAt: at(1.5), nextPointAt: at(2) });
  });

  it('loses no fraction of a point however often it runs', () => {
    let s = growUntil(state(10), 2, at(0.3));
    for (const days of [0.6, 0.9, 1.2, 1.5, 1.75]) s = growUntil(s, 2, at(days));
    expect(s).toEqual({ wearLevel: 13, wearMeasuredAt: at(1.5), nextPointAt: at(2) });
  });

  it('stops at 100 with no next point, and leaves a fully dull edge as it is', () => {
    expect(growUntil(state(99), 2, at(10))).toEqual({ wearLevel: 100, wearMeasuredAt: at(0.5), nextPointAt: null });
    expect(growUntil(state(100), 2, at(10))).toEqual({ wearLevel: 100, wearMeasuredAt: at(0), nextPointAt: null });
  });

  it('does not grow backwards when the clock reads before the measurement', () => {
    expect(growUntil(state(40), 2, at(-3))).toEqual({ wearLevel: 40, wearMeasuredAt: at(0), nextPointAt: at(0.5) });
  });

  it('always puts the next point strictly after now, whatever the rounding', () => {
    for (let ms = 0; ms < 3 * DAY_MS; ms += 997_331) {
      const now = new Date(t0 + ms);
      const grown = growUntil(state(20), 7, now);
      expect(grown.nextPointAt!.getTime()).toBeGreaterThan(now.getTime());
      expect(grown.nextPointAt!.getTime() - grown.wearMeasuredAt.getTime()).toBeLessThanOrEqual(Math.ceil(DAY_MS / 7));
      expect(grown.wearLevel).toBe(20 + Math.floor(ms / (DAY_MS / 7)));
    }
  });
});
