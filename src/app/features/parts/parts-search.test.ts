import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { invoicesSearchSchema } from '../invoices/invoices-search';
import { ordersSearchSchema } from '../orders/orders-search';
import { partsSearchSchema } from './parts-search';

describe('list search params', () => {
  it('keeps valid filters', () => {
    expect(z.parse(partsSearchSchema, { status: 'in_service', part_type: 'saw' })).toEqual({ status: 'in_service', part_type: 'saw' });
  });

  it('drops a bad value instead of failing, keeping the good ones', () => {
    expect(z.parse(partsSearchSchema, { status: 'melted', part_type: 'saw' })).toEqual({ status: undefined, part_type: 'saw' });
    expect(z.parse(partsSearchSchema, { status: ['a', 'b'], part_type: 42 })).toEqual({ status: undefined, part_type: undefined });
    expect(z.parse(ordersSearchSchema, { status: '<script>' })).toEqual({ status: undefined });
    expect(z.parse(invoicesSearchSchema, { status: 'PAID' })).toEqual({ status: undefined });
  });

  it('accepts no params at all', () => {
    expect(z.parse(invoicesSearchSchema, {})).toEqual({ status: undefined });
  });
});
