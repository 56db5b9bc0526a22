import { Hono, type MiddlewareHandler } from 'hono';
import { SCOPES } from '#contract/scopes';
import { ApiError } from '#server/api-error';
import { canManageApiKeys } from '#server/auth/roles';
import type { AppEnv } from '#server/http/app-env';
import { requireCaller, requireSessionCaller } from '#server/http/middleware/auth/authenticate';
import { idempotency } from '#server/http/middleware/idempotency/idempotency';
import { requireCsrf } from '#server/http/middleware/auth/require-csrf';
import { apiKeyRoutes } from './api-key-routes';
import { requireMailReader, sandboxMailRoutes } from './sandbox-mail-routes';
import { sessionRoutes } from './session-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { memberRoutes } from './member-routes';
import { invitationRoutes } from './invitation-routes';
import { invitationAcceptRoutes } from './invitation-accept-routes';
import { requireTeamManager } from './team-actor';
import { requireSignedInPerson } from './signed-in-person';
import { twoFactorRoutes } from './two-factor-routes';
import { personSessionRoutes } from './person-session-routes';
import { billingContactRoutes } from './billing-contact-routes';
import { notificationPreferenceRoutes } from './notification-preference-routes';
import { requireBillingManager, requireMemberSession } from './notification-guards';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * Creating, rolling or revoking keys is for owners and admins, holding every scope (a key could
 * otherwise carry, or keep alive, scopes its creator does not hold). Every member may list.
 */
function requireKeyManager(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { member, scopes } = c.get('caller');
    const manages = member !== undefined && canManageApiKeys(member.role) && SCOPES.every((scope) => scopes.includes(scope));
    if (c.req.method !== 'GET' && !manages) {
      throw new ApiError('forbidden', 'Only owners and admins can create, roll or revoke API keys.');
    }
    await next();
  };
}

/** Portal-only endpoints: the session, API key management and (sandbox) the caught mail. */
export function portalRoutes({ sandbox }: { sandbox: boolean }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/session', sessionRoutes());
  const person = [requireSignedInPerson(), requireCsrf()] as const;
  routes.use('/two-factor/*', ...person);
  routes.route('/two-factor', twoFactorRoutes());
  routes.use('/sessions/*', ...person);
  routes.route('/sessions', personSessionRoutes());
  routes.route('/password-reset', passwordResetRoutes());
  // '/api-keys/*' also matches '/api-keys' itself.
  routes.use('/api-keys/*', requireCaller(), requireSessionCaller(), requireKeyManager(), requireCsrf(), idempotency());
  routes.route('/api-keys', apiKeyRoutes());
  // Public: an invitation link's preview and accepting it (before the guard of the other invitation paths).
  routes.route('/invitations', invitationAcceptRoutes());
  const team = [requireCaller(), requireSessionCaller(), requireTeamManager(), requireCsrf()] as const;
  routes.use('/members/*', ...team);
  routes.route('/members', memberRoutes());
  routes.use('/invitations/*', ...team);
  routes.route('/invitations', invitationRoutes());
  routes.use('/notification-preferences/*', requireCaller(), requireMemberSession(), requireCsrf());
  routes.route('/notification-preferences', notificationPreferenceRoutes());
  routes.use('/billing-contacts/*', requireCaller(), requireMemberSession(), requireBillingManager(), requireCsrf());
  routes.route('/billing-contacts', billingContactRoutes());
  // Public: an unsubscribe link is its own credential (no session, no CSRF token; RFC 8058 one-click).
  routes.route('/unsubscribe', unsubscribeRoutes());
  if (sandbox) {
    routes.use('/sandbox-mail/*', requireCaller(), requireMailReader(), requireCsrf());
    routes.route('/sandbox-mail', sandboxMailRoutes());
  }
  return routes;
}
