import { describe, expect, it } from 'vitest';
import { sharpen } from './sharpening';

describe('sharpen', () => {
  it('brings wear down to a residue of one point per past service, at most eight', () => {
    expect(sharpen({ wearLevel: 60, sharpeningCount: 0 }).wearAfter).toBe(0);
    expect(sharpen({ wearLevel: 60, sharpeningCount: 3 }).wearAfter).toBe(3);
    expect(sharpen({ wearLevel: 60, sharpeningCount: 8 }).wearAfter).toBe(8);
    expect(sharpen({ wearLevel: 60, sharpeningCount: 20 }).wearAfter).toBe(8);
  });

  it('always leaves less wear than it found, and never below zero', () => {
    expect(sharpen({ wearLevel: 5, sharpeningCount: 8 })).toMatchObject({ wearBefore: 5, wearAfter: 4 });
    expect(sharpen({ wearLevel: 1, sharpeningCount: 8 })).toMatchObject({ wearBefore: 1, wearAfter: 0 });
    expect(sharpen({ wearLevel: 0, sharpeningCount: 8 })).toMatchObject({ wearBefore: 0, wearAfter: 0 });
  });

  it('records the intake wear within 0–100', () => {
    expect(sharpen({ wearLevel: 130, sharpeningCount: 0 }).wearBefore).toBe(100);
    expect(sharpen({ wearLevel: -4, sharpeningCount: 0 }).wearBefore).toBe(0);
  });

  it('writes notes by intake wear first, then by how often the part was sharpened', () => {
    const notes = (wearLevel: number, sharpeningCount: number) => sharpen({ wearLevel, sharpeningCount }).technicianNotes;
    const heavy = 'Heavy wear: reprofiled the edge and removed chips. Consider replacement within a few services.';
    const reground = 'Reground the bevel and honed to a fine edge.';
    const thin = 'Light hone; the edge geometry is getting thin after many services.';
    const light = 'Light hone; edge true and clean.';
    expect([notes(80, 12), notes(79, 12), notes(50, 12), notes(49, 12), notes(49, 10), notes(49, 9)]).toEqual([
      heavy,
      reground,
      reground,
      thin,
      thin,
      light,
    ]);
  });
});
