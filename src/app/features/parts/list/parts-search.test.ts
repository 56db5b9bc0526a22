import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { foldedFilterCount, partsQuery, partsSearchSchema, supportedFilters } from './parts-search';

describe('list search params', () => {
  it('keeps valid filters', () => {
    expect(z.parse(partsSearchSchema, { status: 'in_service', part_type: 'saw' })).toEqual({
      status: 'in_service',
      part_type: 'saw',
    });
  });

  it('drops a bad value instead of failing, keeping the good ones', () => {
    expect(z.parse(partsSearchSchema, { status: 'melted', part_type: 'saw' })).toEqual({ status: undefined, part_type: 'saw' });
    expect(z.parse(partsSearchSchema, { status: ['a', 'b'], part_type: 42 })).toEqual({
      status: undefined,
      part_type: undefined,
    });
  });

  it('accepts no params at all', () => {
    expect(z.parse(partsSearchSchema, {})).toEqual({ status: undefined, part_type: undefined });
  });
});

describe('parts search, wear band and sort', () => {
  it('keeps them in the URL and turns a band into its wear range', () => {
    const search = z.parse(partsSearchSchema, { q: 'KE-4', wear: 'due', sort: 'forecast_due_at' });
    expect(search).toMatchObject({ q: 'KE-4', wear: 'due', sort: 'forecast_due_at' });
    expect(partsQuery(search)).toMatchObject({ q: 'KE-4', wear_min: 70, wear_max: 100, sort: 'forecast_due_at' });
    expect(partsQuery(z.parse(partsSearchSchema, { wear: 'watch' }))).toMatchObject({ wear_min: 40, wear_max: 69 });
    expect(partsQuery(z.parse(partsSearchSchema, { wear: 'fresh' }))).toMatchObject({ wear_min: 0, wear_max: 39 });
  });

  it('drops bad values, and everything but status and type for a server without the wear extensions', () => {
    expect(z.parse(partsSearchSchema, { q: '', wear: 'dull', sort: 'oldest' })).toEqual({});
    const search = z.parse(partsSearchSchema, { status: 'retired', q: 'saw', wear: 'due', sort: '-wear_level' });
    expect(supportedFilters(search, { wearActions: false })).toEqual({ status: 'retired', part_type: undefined });
    expect(supportedFilters(search, { wearActions: true })).toBe(search);
  });
});

describe('the phone’s folded filters', () => {
  it('count the filters set behind the fold, not the search that stays outside it', () => {
    expect(foldedFilterCount({}, true)).toBe(0);
    expect(foldedFilterCount({ q: 'slicer' }, true)).toBe(0);
    expect(foldedFilterCount({ status: 'with_customer', wear: 'due', sort: 'forecast_due_at', q: 'x' }, true)).toBe(3);
    // A server without the wear extensions has only status and type to set.
    expect(foldedFilterCount({ status: 'retired', wear: 'due' }, false)).toBe(1);
  });
});
