import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { newOrderSearchSchema } from './new-order-search';

const parse = (value: unknown) => z.parse(newOrderSearchSchema, value);

describe('newOrderSearchSchema', () => {
  it('reads an array or a comma-separated list, without blanks or repeats', () => {
    expect(parse({ part_ids: ['part_a', 'part_b', 'part_a', ' '] })).toEqual({ part_ids: ['part_a', 'part_b'] });
    expect(parse({ part_ids: 'part_a, part_b' })).toEqual({ part_ids: ['part_a', 'part_b'] });
  });

  it('drops a value it cannot read instead of failing the screen', () => {
    expect(parse({ part_ids: 42 })).toEqual({ part_ids: undefined });
    expect(parse({ part_ids: [1, 2] })).toEqual({ part_ids: undefined });
    expect(parse({})).toEqual({ part_ids: undefined });
  });

  it('keeps at most one order’s worth of parts', () => {
    const many = Array.from({ length: 150 }, (_, i) => `part_${i}`);
    expect(parse({ part_ids: many }).part_ids).toHaveLength(100);
  });
});
