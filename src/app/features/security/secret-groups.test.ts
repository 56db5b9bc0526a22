import { describe, expect, it } from 'vitest';
import { secretInGroups } from './secret-groups';

describe('secretInGroups', () => {
  it('cuts a base32 secret into groups of four for typing by hand', () => {
    expect(secretInGroups('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretInGroups('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(secretInGroups(' JBSW Y3DP ')).toBe('JBSW Y3DP');
    expect(secretInGroups('')).toBe('');
  });
});
