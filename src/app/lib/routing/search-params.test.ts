import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hasFilters, optionalDate } from './search-params';

describe('search params', () => {
  it('keeps a real calendar day and drops anything else', () => {
    const schema = z.object({ from: optionalDate });
    expect(z.parse(schema, { from: '2026-02-28' })).toEqual({ from: '2026-02-28' });
    expect(z.parse(schema, { from: '2026-02-30' })).toEqual({ from: undefined });
    expect(z.parse(schema, { from: 20260101 })).toEqual({ from: undefined });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ status: undefined, from: undefined, to: undefined })).toBe(false);
    expect(hasFilters({ status: undefined, to: '2026-02-01' })).toBe(true);
    expect(hasFilters({ status: 'paid' })).toBe(true);
  });
});
