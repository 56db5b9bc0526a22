import { describe, expect, it } from 'vitest';
import { defaultStock, labelCorner, LABEL_STOCKS, labelsPerSheet } from './label-stocks';

describe('label stocks', () => {
  it('places every label of a sheet inside the page, none overlapping the next', () => {
    for (const stock of LABEL_STOCKS) {
      for (let index = 0; index < labelsPerSheet(stock); index++) {
        const { page, x, y } = labelCorner(stock, index);
        expect(page).toBe(0);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + stock.label.width).toBeLessThanOrEqual(stock.page.width + 0.01);
        expect(y + stock.label.height).toBeLessThanOrEqual(stock.page.height + 0.01);
      }
      expect(stock.pitch.x).toBeGreaterThanOrEqual(stock.label.width - 0.01);
      expect(stock.pitch.y).toBeGreaterThanOrEqual(stock.label.height - 0.01);
      expect(labelCorner(stock, labelsPerSheet(stock))).toEqual({ page: 1, x: stock.origin.x, y: stock.origin.y });
    }
  });

  it('has the Avery 5160 geometry: 30 labels of 2⅝″ × 1″, half an inch from the top', () => {
    const letter = LABEL_STOCKS.find((stock) => stock.id === 'letter-30')!;
    expect(labelsPerSheet(letter)).toBe(30);
    expect(letter.label).toEqual({ width: 189, height: 72 });
    expect(labelCorner(letter, 29)).toEqual({ page: 0, x: 13.5 + 2 * 198, y: 36 + 9 * 72 });
  });

  it('has the Avery 5167 geometry: 80 labels of 1¾″ × ½″ in four columns', () => {
    const small = LABEL_STOCKS.find((stock) => stock.id === 'letter-80')!;
    expect(labelsPerSheet(small)).toBe(80);
    expect(small.label).toEqual({ width: 126, height: 36 });
    expect(labelCorner(small, 79)).toEqual({ page: 0, x: 21.6 + 3 * 147.6, y: 36 + 19 * 36 });
  });

  it('offers Letter first in the US and Canada, A4 elsewhere', () => {
    expect(defaultStock('en-US')).toBe('letter-30');
    expect(defaultStock('fr-CA')).toBe('letter-30');
    expect(defaultStock('en-GB')).toBe('a4-24');
    expect(defaultStock('de')).toBe('a4-24');
  });
});
