import { describe, expect, it } from 'vitest';
import { READ_SCOPES, scopeSchema } from './scopes';

describe('scopes', () => {
  it('reads are exactly the three :read scopes, no write scope among them', () => {
    expect(READ_SCOPES).toEqual(['parts:read', 'orders:read', 'invoices:read']);
  });

  it('accepts the five v1 scopes and nothing else', () => {
    for (const scope of ['parts:read', 'parts:write', 'orders:read', 'orders:write', 'invoices:read']) {
      expect(scopeSchema.safeParse(scope).success).toBe(true);
    }
    expect(scopeSchema.safeParse('invoices:write').success).toBe(false);
    expect(scopeSchema.safeParse('').success).toBe(false);
  });
});
