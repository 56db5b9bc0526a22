import { ACCOUNT_WIDE_ROLES, type MemberRole, type MemberSites } from '#contract/members';
import type { Session } from '#contract/portal';
import { humanize } from '#app/lib/format/humanize';

export const ROLE_WORDS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  accounts_payable: 'Accounts payable',
  viewer: 'Viewer',
};

export const ROLE_HINTS: Record<MemberRole, string> = {
  owner: 'Everything, including handing over the account.',
  admin: 'Everything but the owners: members, API keys, webhooks, the audit log.',
  manager: 'Parts and orders; reads invoices.',
  accounts_payable: 'Reads invoices, parts and orders.',
  viewer: 'Reads everything but the audit log; changes nothing.',
};

/** A role this client does not know (another server's) still reads as words. */
export function roleWords(role: string): string {
  return ROLE_WORDS[role as MemberRole] ?? humanize(role);
}

export function isAccountWide(role: string): boolean {
  return ACCOUNT_WIDE_ROLES.includes(role as MemberRole);
}

/** "All sites", or the names of the sites (an id this list no longer has, an archived site, stays visible as the id). */
export function sitesWords(sites: MemberSites, nameOf: (id: string) => string | undefined): string {
  if (sites === 'all') return 'All sites';
  return sites.map((id) => nameOf(id) ?? id).join(', ');
}

/** Owners and admins run the team; a server without members in its session has no such endpoints. */
export function canManageMembers(session: Session | null | undefined): boolean {
  const role = session?.member?.role;
  return role !== undefined && isAccountWide(role);
}
