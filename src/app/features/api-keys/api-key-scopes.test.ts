import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_GRID, gridToScopes } from './api-key-scopes';

describe('gridToScopes', () => {
  it('gives nothing for an empty grid', () => {
    expect(gridToScopes(EMPTY_SCOPE_GRID)).toEqual([]);
  });

  it('gives read scopes for Read and read + write for Write', () => {
    expect(gridToScopes({ ...EMPTY_SCOPE_GRID, parts: 'read' })).toEqual(['parts:read']);
    expect(gridToScopes({ ...EMPTY_SCOPE_GRID, parts: 'write', orders: 'read', invoices: 'read' })).toEqual([
      'parts:read',
      'parts:write',
      'orders:read',
      'invoices:read',
    ]);
    expect(gridToScopes({ ...EMPTY_SCOPE_GRID, orders: 'write' })).toEqual(['orders:read', 'orders:write']);
    expect(gridToScopes({ ...EMPTY_SCOPE_GRID, events: 'read', webhooks: 'write' })).toEqual([
      'events:read',
      'webhooks:read',
      'webhooks:write',
    ]);
    expect(gridToScopes({ ...EMPTY_SCOPE_GRID, sites: 'write' })).toEqual(['sites:read', 'sites:write']);
  });
});
