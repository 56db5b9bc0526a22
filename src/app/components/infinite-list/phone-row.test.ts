import { describe, expect, it } from 'vitest';
import { phoneRowHeight } from './phone-row';

describe('phoneRowHeight', () => {
  it('packs two halves on a line and counts the title line', () => {
    // padding 16 + title 44 + two field lines of 40 + two gaps of 4
    expect(phoneRowHeight(['title', 'half', 'half', 'half', 'half'])).toBe(16 + 44 + 80 + 8);
  });

  it('starts a new line after a full cell and leaves hidden cells out', () => {
    expect(phoneRowHeight(['title', 'half', 'full', 'half', 'hidden', 'hidden'])).toBe(16 + 44 + 120 + 12);
  });

  it('needs no gap for a single line', () => {
    expect(phoneRowHeight(['half'])).toBe(16 + 40);
  });
});
