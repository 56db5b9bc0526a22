import { describe, expect, it } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { exactPart } from './part-find-query';

const part = (id: string, internal_label: string, serial_number: string) =>
  ({ id, internal_label, serial_number }) as PartListItem;

describe('exactPart', () => {
  const parts = [part('a', 'Line 2 knife', 'VE-1'), part('b', 'Line 2 knife, spare', 'VE-12'), part('c', 'VE-1 holder', '')];

  it('prefers the one serial number that is exactly the text, in any case', () => {
    expect(exactPart(parts, ' ve-1 ')?.id).toBe('a');
    expect(exactPart(parts, 'VE-12')?.id).toBe('b');
  });

  it('else the one label that is exactly the text', () => {
    expect(exactPart(parts, 'line 2 knife')?.id).toBe('a');
    expect(exactPart(parts, 'VE-1 holder')?.id).toBe('c');
  });

  it('finds none when nothing matches exactly or two labels do', () => {
    expect(exactPart(parts, 'Line 2')).toBeNull();
    expect(exactPart([part('a', 'Spare', ''), part('b', 'spare', '')], 'Spare')).toBeNull();
  });
});
