import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { orderCreateSchema } from '#contract/orders';
import { apiKeyCreateSchema } from '#contract/portal';
import { fieldsThatParsed } from './parsed-fields';
import { problemsOf } from './validation';

function parsedFields<S extends z.ZodMiniType>(schema: S, raw: Record<string, unknown>) {
  const result = problemsOf(schema, raw);
  return fieldsThatParsed<z.output<S>>(schema, raw, result.success ? [] : result.details);
}

describe('fieldsThatParsed', () => {
  it('keeps each field that parses on its own, leaving out the failing and the missing ones', () => {
    const fields = parsedFields(orderCreateSchema, {
      part_ids: ['part_a'],
      pickup_window_start: '2030-01-01T09:00:00+01:00',
      instructions: 'x'.repeat(1001),
      colour: 'red',
    });
    expect(fields).toEqual({ part_ids: ['part_a'] });
  });

  it('keeps the items of a failing list that parse, in place', () => {
    const fields = parsedFields(orderCreateSchema, { part_ids: [5, 'part_a', '', 'part_b\u0000', 'part_c'] });
    expect(fields.part_ids).toEqual([undefined, 'part_a', undefined, undefined, 'part_c']);
    const tooMany = parsedFields(orderCreateSchema, { part_ids: Array.from({ length: 101 }, (_, i) => `part_${i}`) });
    expect(tooMany.part_ids).toHaveLength(101);
  });

  it('leaves out a field holding a control character, and gives parsed (transformed) values', () => {
    expect(parsedFields(apiKeyCreateSchema, { name: '  CI  ', scopes: 'all', expires_at: 'never', x: 1 })).toEqual({
      name: 'CI',
    });
    expect(parsedFields(apiKeyCreateSchema, { name: 'C\u0007I', expires_at: null })).toEqual({ expires_at: null });
  });

  it('has nothing to say about a schema that is not an object', () => {
    expect(fieldsThatParsed(z.array(z.string()), { 0: 'a' }, [])).toEqual({});
  });
});
