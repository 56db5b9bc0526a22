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

  it('takes a serial number typed with a space, a slash or nothing for its dash', () => {
    for (const text of ['VE 12', 've12', 'Ve/12', ' v e 1 2 ']) expect(exactPart(parts, text)?.id, text).toBe('b');
    expect(exactPart(parts, 've1')?.id).toBe('a');
  });

  it('prefers the serial as typed when another part has the same letters and digits punctuated otherwise', () => {
    const twins = [part('dash', 'One', 'NW-01171'), part('space', 'Two', 'NW 01171')];
    expect(exactPart(twins, 'nw 01171')?.id).toBe('space');
    expect(exactPart(twins, 'NW-01171')?.id).toBe('dash');
    expect(exactPart(twins, 'NW01171')).toBeNull();
  });

  it('else the one label that is exactly the text', () => {
    expect(exactPart(parts, 'line 2 knife')?.id).toBe('a');
    expect(exactPart(parts, 'VE-1 holder')?.id).toBe('c');
  });

  it('finds none when nothing matches exactly, two labels do, or the text is punctuation alone', () => {
    expect(exactPart(parts, 'Line 2')).toBeNull();
    expect(exactPart([part('a', 'Spare', ''), part('b', 'spare', '')], 'Spare')).toBeNull();
    expect(exactPart([part('a', 'Dash', '-')], '/')).toBeNull();
  });
});
