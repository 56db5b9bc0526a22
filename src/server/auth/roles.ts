import { MEMBER_ROLES, ROLE_SCOPES, type MemberRole } from '#contract/members';
import type { Scope } from '#contract/scopes';

export function isMemberRole(role: string): role is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(role);
}

/**
 * Scopes that reach past a member's sites: the events feed and webhooks carry every site's
 * changes, the audit log every member's, and a site's settings belong to whoever runs the account.
 */
const ACCOUNT_WIDE_SCOPES: readonly Scope[] = ['events:read', 'webhooks:read', 'webhooks:write', 'audit:read', 'sites:write'];

/**
 * The scopes of a member's session: their role's, less what reaches past their sites when they are
 * limited to some. An unknown role in the database grants nothing rather than everything.
 */
export function scopesOfMember(role: string, siteIds: readonly string[] | null): readonly Scope[] {
  if (!isMemberRole(role)) return [];
  const scopes = ROLE_SCOPES[role];
  return siteIds === null ? scopes : scopes.filter((scope) => !ACCOUNT_WIDE_SCOPES.includes(scope));
}

/** Managing members, invitations and API keys: the roles that run the account. */
export function canManageMembers(role: string): boolean {
  return role === 'owner' || role === 'admin';
}

/** Creating, rolling and revoking API keys: the roles that run the account. */
export function canManageApiKeys(role: string): boolean {
  return canManageMembers(role);
}
