import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { invoicesSearchSchema } from './invoices-search';

const parse = (input: unknown) => z.parse(invoicesSearchSchema, input);

describe('invoicesSearchSchema', () => {
  it('keeps a valid status and date range', () => {
    expect(parse({ status: 'overdue', from: '2026-01-01', to: '2026-03-31' })).toEqual({
      status: 'overdue',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('drops bad values and keeps the rest', () => {
    expect(parse({ status: 'lost', from: '2026-13-40', to: '2026-02-01' })).toEqual({
      status: undefined,
      from: undefined,
      to: '2026-02-01',
    });
    expect(parse({ from: 20260101 })).toEqual({ status: undefined, from: undefined, to: undefined });
  });

  it('drops a status in the wrong case, and accepts no params at all', () => {
    expect(parse({ status: 'PAID' })).toEqual({ status: undefined, from: undefined, to: undefined });
    expect(parse({})).toEqual({ status: undefined, from: undefined, to: undefined });
  });

  it('keeps a reversed range as typed, for the screen to explain (it is never sent)', () => {
    expect(parse({ from: '2026-05-01', to: '2026-04-01' })).toEqual({ status: undefined, from: '2026-05-01', to: '2026-04-01' });
  });
});
