import type { Member, MemberRole, MemberUpdate } from '#contract/members';
import { isAccountWide } from './member-words';
import { sitesToSend, type RoleSitesValue } from './role-sites-fields';

export function initialRoleSites(member: Pick<Member, 'role' | 'sites'>): RoleSitesValue {
  return {
    role: member.role as MemberRole,
    allSites: member.sites === 'all' || isAccountWide(member.role),
    siteIds: member.sites === 'all' ? [] : [...member.sites],
  };
}

/** Only what changed: a PATCH naming an unchanged role could trip rules that have nothing to do with the change. */
export function memberUpdateOf(member: Member, value: RoleSitesValue): MemberUpdate {
  const update: MemberUpdate = {};
  if (value.role !== member.role) update.role = value.role;
  const sites = sitesToSend(value);
  const before = member.sites === 'all' ? 'all' : [...member.sites].sort();
  const after = sites === 'all' ? 'all' : [...sites].sort();
  if (JSON.stringify(before) !== JSON.stringify(after)) update.sites = sites;
  return update;
}

/** A site-limited member needs at least one site. */
export function sitesChoiceProblem(value: RoleSitesValue, hasSites: boolean): string | undefined {
  if (!hasSites || isAccountWide(value.role) || value.allSites || value.siteIds.length > 0) return undefined;
  return 'Choose at least one site, or all sites.';
}
