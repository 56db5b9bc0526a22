import { describe, expect, it } from 'vitest';
import type { Session } from '#contract/portal';
import { hasScope, isLimitedToSites, sessionScopes } from './session-scopes';

const base: Session = {
  user: { id: 'usr_1', email: 'a@b.test', name: 'A' },
  account: { id: 'acc_1', name: 'Acme', plan: 'enterprise', currency: 'USD' },
  csrf_token: 't',
  sandbox: true,
};

describe('session scopes', () => {
  it('uses the scopes the session lists', () => {
    const viewer = { ...base, scopes: ['parts:read', 'orders:read', 'invoices:read'] };
    expect(hasScope(viewer, 'parts:read')).toBe(true);
    expect(hasScope(viewer, 'parts:write')).toBe(false);
  });

  it('grants every scope when the server does not list them', () => {
    expect(sessionScopes(base)).toContain('orders:write');
    expect(hasScope(base, 'parts:write')).toBe(true);
  });

  it('tells a member limited to some sites from one of every site, and from an older server that names no member', () => {
    expect(isLimitedToSites({ ...base, member: { id: 'mem_1', role: 'manager', sites: ['site_1'] } })).toBe(true);
    expect(isLimitedToSites({ ...base, member: { id: 'mem_1', role: 'manager', sites: 'all' } })).toBe(false);
    expect(isLimitedToSites(base)).toBe(false);
  });
});
