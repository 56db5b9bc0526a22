import type { Session } from '#contract/portal';
import { scopesOfRole } from '#server/auth/roles';
import type { FoundSession } from '#server/domain/sessions/session-store';

export function sessionBody(session: Pick<FoundSession, 'user' | 'account' | 'csrfToken'>, sandbox: boolean): { data: Session } {
  return {
    data: {
      user: { id: session.user.id, email: session.user.email, name: session.user.name, role: session.user.role },
      account: {
        id: session.account.id,
        name: session.account.name,
        plan: session.account.plan,
        currency: session.account.currency,
      },
      csrf_token: session.csrfToken,
      sandbox,
      scopes: [...scopesOfRole(session.user.role)],
    },
  };
}
