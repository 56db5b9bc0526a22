import { describe, expect, it } from 'vitest';
import { estimateOrder, priceOfPart, taxOn } from './pricing';

describe('priceOfPart', () => {
  it('charges each listed part type its own price', () => {
    expect(['blade', 'scissor', 'saw', 'knife', 'chisel', 'drill_bit'].map(priceOfPart)).toEqual([
      1800, 1200, 2500, 900, 1100, 700,
    ]);
  });

  it('charges an unlisted part type the default price', () => {
    expect(priceOfPart('router_bit')).toBe(1500);
  });
});

describe('taxOn', () => {
  it('is 8 % rounded to the nearest cent, half up', () => {
    expect(taxOn(10_000)).toBe(800);
    expect(taxOn(1_006)).toBe(80); // 80.48
    expect(taxOn(1_007)).toBe(81); // 80.56
    expect(taxOn(1_025)).toBe(82); // 82.0
    expect(taxOn(1_031)).toBe(82); // 82.48
    expect(taxOn(1_032)).toBe(83); // 82.56
    expect(taxOn(0)).toBe(0);
  });
});

describe('estimateOrder', () => {
  it('adds the parts, one pickup-and-delivery fee, and tax on both', () => {
    expect(estimateOrder(['blade', 'knife', 'router_bit'])).toEqual({
      partsCents: 1800 + 900 + 1500,
      feeCents: 2500,
      subtotalCents: 6700,
      taxCents: 536,
      totalCents: 7236,
    });
  });

  it('charges the fee once, not per part', () => {
    expect(estimateOrder(['saw']).feeCents).toBe(2500);
    expect(estimateOrder(['saw', 'saw', 'saw']).feeCents).toBe(2500);
  });

  it('estimates nothing at all for no parts: no fee, no tax', () => {
    expect(estimateOrder([])).toEqual({ partsCents: 0, feeCents: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});
