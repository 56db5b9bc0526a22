import { describe, expect, it } from 'vitest';
import { partIdFromUrl, partUrl } from './part-url';

const origin = 'https://portal.example.com';

describe('part addresses on labels', () => {
  it('round-trips a part id through its address', () => {
    expect(partUrl('part_AbC123', origin)).toBe('https://portal.example.com/parts/part_AbC123');
    expect(partIdFromUrl(partUrl('part_AbC123', origin), origin)).toBe('part_AbC123');
    expect(partIdFromUrl(' https://portal.example.com/parts/part_1/ ', origin)).toBe('part_1');
  });

  it('refuses other sites, other pages and text that is not an address', () => {
    expect(partIdFromUrl('https://evil.example.com/parts/part_1', origin)).toBeNull();
    expect(partIdFromUrl('https://portal.example.com/orders/ord_1', origin)).toBeNull();
    expect(partIdFromUrl('https://portal.example.com/parts/import', origin)).toBeNull();
    expect(partIdFromUrl('https://portal.example.com/parts', origin)).toBeNull();
    expect(partIdFromUrl('VE-564425', origin)).toBeNull();
  });
});
