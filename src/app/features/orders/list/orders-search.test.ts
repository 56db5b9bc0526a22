import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ordersSearchSchema } from './orders-search';

const parse = (input: unknown) => z.parse(ordersSearchSchema, input);

describe('ordersSearchSchema', () => {
  it('keeps a valid status and date range', () => {
    expect(parse({ status: 'scheduled', from: '2026-01-01', to: '2026-03-31' })).toEqual({
      status: 'scheduled',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('drops bad values instead of failing, keeping the good ones', () => {
    expect(parse({ status: '<script>', from: '2026-02-30', to: '2026-03-01' })).toEqual({
      status: undefined,
      from: undefined,
      to: '2026-03-01',
    });
    expect(parse({})).toEqual({ status: undefined, from: undefined, to: undefined });
  });
});
