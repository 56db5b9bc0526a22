import { ROLE_SCOPES, USER_ROLES, type UserRole } from '#contract/portal';
import type { Scope } from '#contract/scopes';

function isRole(role: string): role is UserRole {
  return (USER_ROLES as readonly string[]).includes(role);
}

/** An unknown role in the database grants nothing rather than everything. */
export function scopesOfRole(role: string): readonly Scope[] {
  return isRole(role) ? ROLE_SCOPES[role] : [];
}
