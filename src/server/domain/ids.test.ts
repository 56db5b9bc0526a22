import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is the prefix, an underscore and 16 base-36 characters', () => {
    for (const prefix of ['part', 'history', 'ord', 'inv'] as const)
      expect(newId(prefix)).toMatch(new RegExp(`^${prefix}_[0-9a-z]{16}$`));
  });

  it('uses the whole alphabet and does not repeat', () => {
    const ids = Array.from({ length: 500 }, () => newId('part'));
    expect(new Set(ids).size).toBe(500);
    const seen = new Set(ids.flatMap((id) => [...id.slice(5)]));
    expect(seen.size).toBe(36);
  });
});
