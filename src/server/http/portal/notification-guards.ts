import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import { canManageMembers } from '#server/auth/roles';
import type { AppEnv } from '#server/http/app-env';

/** A person's own notification choices: a portal session of a member, never an API key. */
export function requireMemberSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (caller.via !== 'session' || !caller.member) {
      throw new ApiError('forbidden', 'Notification settings belong to a person: sign in to the portal.');
    }
    await next();
  };
}

/** Billing contacts (who gets the account's invoices) are for the roles that run the account, reading them too. */
export function requireBillingManager(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!canManageMembers(c.get('caller').member?.role ?? '')) {
      throw new ApiError('forbidden', 'Only owners and admins can see and change billing contacts.');
    }
    await next();
  };
}
