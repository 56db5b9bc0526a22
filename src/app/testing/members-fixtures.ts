import type { Invitation, Member } from '#contract/members';
import type { Session } from '#contract/portal';
import type { Site } from '#contract/sites';

/** Test rows shaped like the server's answers. */
export function member(overrides: Partial<Member> & Pick<Member, 'id' | 'name'>): Member {
  return {
    email: `${overrides.name.split(' ')[0]!.toLowerCase()}@northwind.example`,
    role: 'viewer',
    sites: 'all',
    two_factor: false,
    last_signed_in_at: null,
    created_at: '2026-01-05T09:00:00Z',
    ...overrides,
  };
}

export function session(role: string | null, memberId = 'mem_me'): Session {
  return {
    user: { id: 'usr_me', email: 'avery@northwind.example', name: 'Avery Demo' },
    ...(role === null ? {} : { member: { id: memberId, role, sites: 'all' as const } }),
    account: { id: 'acc_1', name: 'Northwind Cutlery', plan: 'enterprise', currency: 'USD' },
    csrf_token: 'csrf',
    sandbox: true,
  };
}

export const SITES = [
  { id: 'site_a', name: 'Harbour kitchen' },
  { id: 'site_b', name: 'Market street' },
] as unknown as Site[];

export function invitation(overrides: Partial<Invitation> & Pick<Invitation, 'id' | 'email'>): Invitation {
  return {
    role: 'manager',
    sites: 'all',
    invited_by: 'Avery Demo',
    created_at: '2026-11-20T09:00:00Z',
    last_sent_at: '2026-11-20T09:00:00Z',
    expires_at: '2026-11-27T09:00:00Z',
    status: 'pending',
    ...overrides,
  };
}
