import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_GRID, gridToScopes } from './api-key-scopes';

describe('gridToScopes', () => {
  it('gives nothing for an empty grid', () => {
    expect(gridToScopes(EMPTY_SCOPE_GRID)).toEqual([]);
  });

  it('gives read scopes for Read and read + write for Write', () => {
    expect(gridToScopes({ parts: 'read', orders: 'none', invoices: 'none' })).toEqual(['parts:read']);
    expect(gridToScopes({ parts: 'write', orders: 'read', invoices: 'read' })).toEqual([
      'parts:read',
      'parts:write',
      'orders:read',
      'invoices:read',
    ]);
    expect(gridToScopes({ parts: 'none', orders: 'write', invoices: 'none' })).toEqual(['orders:read', 'orders:write']);
  });
});
