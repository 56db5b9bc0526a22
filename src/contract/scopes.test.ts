import { describe, expect, it } from 'vitest';
import { READ_SCOPES, scopeSchema } from './scopes';

describe('scopes', () => {
  it('reads are exactly the seven :read scopes, no write scope among them', () => {
    expect(READ_SCOPES).toEqual([
      'parts:read',
      'orders:read',
      'invoices:read',
      'events:read',
      'webhooks:read',
      'sites:read',
      'audit:read',
    ]);
  });

  it('accepts the ten v1 scopes and nothing else', () => {
    const scopes = ['parts:read', 'parts:write', 'orders:read', 'orders:write', 'invoices:read'];
    for (const scope of [...scopes, 'events:read', 'webhooks:read', 'webhooks:write', 'sites:read', 'sites:write']) {
      expect(scopeSchema.safeParse(scope).success).toBe(true);
    }
    expect(scopeSchema.safeParse('invoices:write').success).toBe(false);
    expect(scopeSchema.safeParse('events:write').success).toBe(false);
    expect(scopeSchema.safeParse('').success).toBe(false);
  });
});
