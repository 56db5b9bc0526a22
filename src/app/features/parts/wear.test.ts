import { describe, expect, it } from 'vitest';
import { clampWear, wearBand, wearValueText } from './wear';

describe('wear bands', () => {
  it('puts each level in its band at the boundaries', () => {
    expect(wearBand(0)).toBe('fresh');
    expect(wearBand(39)).toBe('fresh');
    expect(wearBand(40)).toBe('watch');
    expect(wearBand(69)).toBe('watch');
    expect(wearBand(70)).toBe('due');
    expect(wearBand(100)).toBe('due');
  });

  it('keeps out-of-range and odd values on the gauge', () => {
    expect(clampWear(-5)).toBe(0);
    expect(clampWear(180)).toBe(100);
    expect(clampWear(69.6)).toBe(70);
    expect(clampWear(Number.NaN)).toBe(0);
    expect(wearBand(69.6)).toBe('due');
    expect(wearBand(250)).toBe('due');
  });

  it('names the band for screen readers', () => {
    expect(wearValueText(12)).toBe('12% worn, fresh');
    expect(wearValueText(55)).toBe('55% worn, watch');
    expect(wearValueText(72)).toBe('72% worn, due for service');
  });
});
