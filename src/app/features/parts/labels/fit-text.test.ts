import { describe, expect, it } from 'vitest';
import { fitText, wrapText } from './fit-text';

// One unit per character: widths are easy to reason about.
const measure = (text: string) => [...text].length;

describe('fitText', () => {
  it('keeps text that fits and cuts the rest with an ellipsis inside the width', () => {
    expect(fitText('Line 2 knife', 12, measure)).toBe('Line 2 knife');
    expect(fitText('Line 2 boning knife', 10, measure)).toBe('Line 2 bo…');
    expect(fitText('Line 2     boning', 8, measure)).toBe('Line 2…');
    expect(fitText('x', 0, measure)).toBe('');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(fitText('🔪🔪🔪🔪', 3, measure)).toBe('🔪🔪…');
  });
});

describe('wrapText', () => {
  it('breaks between words, at most so many lines, the last with an ellipsis when the text goes on', () => {
    expect(wrapText('Line 2 boning knife, left side', 12, 2, measure)).toEqual(['Line 2', 'boning knif…']);
    expect(wrapText('Line 2 boning knife', 12, 3, measure)).toEqual(['Line 2', 'boning knife']);
    expect(wrapText('short', 12, 2, measure)).toEqual(['short']);
  });

  it('breaks inside a word too long for a line', () => {
    const lines = wrapText('Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa b', 10, 2, measure);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(10);
    expect(lines[1]).toMatch(/…$/);
  });
});
