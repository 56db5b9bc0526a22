import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { partCreateSchema } from '#contract/parts';
import { detailsFromIssues } from './validation';

const detailsFor = (input: unknown) => {
  const result = z.safeParse(partCreateSchema, input, { reportInput: true });
  return result.success ? [] : detailsFromIssues(result.error.issues);
};

describe('detailsFromIssues', () => {
  it('names a missing required field', () => {
    expect(detailsFor({ internal_label: 'x' })).toEqual([
      { field: 'part_type', code: 'required', message: 'part_type is required.' },
    ]);
  });
  it('lists the allowed values of an enum', () => {
    expect(detailsFor({ part_type: 'spoon', internal_label: 'x' })[0]).toMatchObject({
      field: 'part_type',
      code: 'invalid_value',
    });
  });
  it('reports each unknown field', () => {
    expect(detailsFor({ part_type: 'saw', internal_label: 'x', colour: 'red' })).toEqual([
      { field: 'colour', code: 'unknown_field', message: 'Unknown field "colour".' },
    ]);
  });
  it('treats a blank label as missing and an overlong one as too long', () => {
    expect(detailsFor({ part_type: 'saw', internal_label: '   ' })[0]).toMatchObject({ code: 'required' });
    expect(detailsFor({ part_type: 'saw', internal_label: 'x'.repeat(201) })[0]).toMatchObject({ code: 'too_long' });
  });
  it('names a wrong type', () => {
    expect(detailsFor({ part_type: 'saw', internal_label: 5 })[0]).toMatchObject({
      field: 'internal_label',
      code: 'invalid_type',
    });
  });
});
