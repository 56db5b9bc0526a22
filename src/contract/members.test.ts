import { describe, expect, it } from 'vitest';
import { invitationCreateSchema, memberUpdateSchema, ROLE_SCOPES } from './members';
import { SCOPES } from './scopes';

describe('ROLE_SCOPES', () => {
  it('gives owners and admins every scope', () => {
    expect(ROLE_SCOPES.owner).toEqual(SCOPES);
    expect(ROLE_SCOPES.admin).toEqual(SCOPES);
  });

  it('lets a manager work parts and orders but not webhooks, sites or the audit log', () => {
    expect(ROLE_SCOPES.manager).toEqual([
      'parts:read',
      'parts:write',
      'orders:read',
      'orders:write',
      'invoices:read',
      'events:read',
      'sites:read',
    ]);
  });

  it('gives accounts payable reads of parts, orders, invoices and sites only', () => {
    expect(ROLE_SCOPES.accounts_payable).toEqual(['parts:read', 'orders:read', 'invoices:read', 'sites:read']);
  });

  it('gives a viewer every read scope but the audit log', () => {
    expect(ROLE_SCOPES.viewer).toEqual([
      'parts:read',
      'orders:read',
      'invoices:read',
      'events:read',
      'webhooks:read',
      'sites:read',
    ]);
  });
});

describe('invitationCreateSchema', () => {
  it('lower-cases and trims the address', () => {
    expect(invitationCreateSchema.parse({ email: '  Chef@Example.COM ', role: 'manager', sites: 'all' }).email).toBe(
      'chef@example.com',
    );
  });

  it('refuses an unknown role, an empty site list and a malformed address', () => {
    expect(invitationCreateSchema.safeParse({ email: 'a@b.co', role: 'king', sites: 'all' }).success).toBe(false);
    expect(invitationCreateSchema.safeParse({ email: 'a@b.co', role: 'viewer', sites: [] }).success).toBe(false);
    expect(invitationCreateSchema.safeParse({ email: 'not an address', role: 'viewer', sites: 'all' }).success).toBe(false);
  });
});

describe('memberUpdateSchema', () => {
  it('takes a role, sites, both or neither, and nothing else', () => {
    expect(memberUpdateSchema.parse({})).toEqual({});
    expect(memberUpdateSchema.parse({ role: 'viewer', sites: ['site_1'] })).toEqual({ role: 'viewer', sites: ['site_1'] });
    expect(memberUpdateSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
  });
});
