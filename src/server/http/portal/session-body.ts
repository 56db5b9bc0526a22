import type { Session } from '#contract/portal';
import { scopesOfMember } from '#server/auth/roles';
import type { FoundSession } from '#server/domain/sessions/session-store';

export function sessionBody(
  session: Pick<FoundSession, 'user' | 'member' | 'account' | 'csrfToken'>,
  sandbox: boolean,
): { data: Session } {
  return {
    data: {
      user: { id: session.user.id, email: session.user.email, name: session.user.name, role: session.member.role },
      member: { id: session.member.id, role: session.member.role, sites: session.member.siteIds ?? 'all' },
      account: {
        id: session.account.id,
        name: session.account.name,
        plan: session.account.plan,
        currency: session.account.currency,
      },
      csrf_token: session.csrfToken,
      sandbox,
      scopes: [...scopesOfMember(session.member.role, session.member.siteIds)],
      two_factor: { enabled: session.user.twoFactorEnabledAt !== null, required: session.account.requireTwoFactor },
    },
  };
}
