import { describe, expect, it } from 'vitest';
import { usageWearPerDay } from './wear-usage';

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
