import type { Scope } from '#contract/scopes';

export type AccessLevel = 'none' | 'read' | 'write';

export interface ScopeResource {
  resource: 'parts' | 'orders' | 'invoices' | 'events' | 'webhooks' | 'sites';
  /** An extension some v1 servers lack: the grid shows it only where the server has it. */
  extension?: 'sites';
  label: string;
  levels: readonly AccessLevel[];
}

/** Invoices and events are read-only in v1, so they offer no Write. */
export const SCOPE_RESOURCES: readonly ScopeResource[] = [
  { resource: 'parts', label: 'Parts', levels: ['none', 'read', 'write'] },
  { resource: 'orders', label: 'Orders', levels: ['none', 'read', 'write'] },
  { resource: 'invoices', label: 'Invoices', levels: ['none', 'read'] },
  { resource: 'events', label: 'Events', levels: ['none', 'read'] },
  { resource: 'webhooks', label: 'Webhooks', levels: ['none', 'read', 'write'] },
  { resource: 'sites', label: 'Sites', levels: ['none', 'read', 'write'], extension: 'sites' },
];

export type ScopeGrid = Record<ScopeResource['resource'], AccessLevel>;

export const EMPTY_SCOPE_GRID: ScopeGrid = {
  parts: 'none',
  orders: 'none',
  invoices: 'none',
  events: 'none',
  webhooks: 'none',
  sites: 'none',
};

/** Write includes read: a key that may change parts may also look at them. */
export function gridToScopes(grid: ScopeGrid): Scope[] {
  const scopes: Scope[] = [];
  for (const { resource } of SCOPE_RESOURCES) {
    const level = grid[resource];
    if (level === 'read' || level === 'write') scopes.push(`${resource}:read` as Scope);
    if (level === 'write') scopes.push(`${resource}:write` as Scope);
  }
  return scopes;
}

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = { none: 'None', read: 'Read', write: 'Write' };
