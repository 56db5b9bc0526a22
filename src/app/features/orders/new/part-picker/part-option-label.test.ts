import { describe, expect, it } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { matchesPartSearch } from './part-option-label';

const part = { id: 'part_x1', part_type: 'drill_bit', internal_label: 'Press brake', serial_number: 'NW-01171' } as PartListItem;

describe('matchesPartSearch', () => {
  it('finds a substring of the label, serial number, type (as written or in words) or id, in any case', () => {
    for (const query of ['press', 'NW-011', 'drill_bit', 'Drill bit', 'part_x', '  BRAKE '])
      expect(matchesPartSearch(part, query), query).toBe(true);
    expect(matchesPartSearch(part, 'saw')).toBe(false);
  });

  it('finds the serial number typed with a space or without its dash, as the server’s search does', () => {
    for (const query of ['NW 01171', 'nw01171', 'w0117']) expect(matchesPartSearch(part, query), query).toBe(true);
    expect(matchesPartSearch(part, 'nw 01172')).toBe(false);
    expect(matchesPartSearch(part, 'press-brake')).toBe(false);
  });

  it('keeps every part for an empty query', () => {
    expect(matchesPartSearch(part, '  ')).toBe(true);
  });
});
