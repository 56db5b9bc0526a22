import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';
import { findCaller } from '#server/http/middleware/auth/caller';
import { readSessionCookie } from '#server/http/middleware/auth/session-cookie';

/**
 * The person's own sign-in settings (second factor, sessions): a portal session only, and open to a
 * session whose account requires two-factor it has not set up yet, since this is where it does.
 */
export function requireSignedInPerson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = findCaller(c);
    if (!caller) throw new ApiError('unauthenticated', 'You are not signed in.');
    if (caller.via !== 'session' || !caller.member || !caller.userId) {
      throw new ApiError('forbidden', 'Sign-in settings belong to a person: sign in to the portal.');
    }
    await next();
  };
}

/** The signed-in person behind the request (after requireSignedInPerson), with what their commands need. */
export function signedInPersonOf(c: Context<AppEnv>) {
  const caller = c.get('caller');
  const { config } = c.get('deps');
  return {
    userId: caller.userId!,
    accountId: caller.accountId,
    memberId: caller.member!.id,
    name: caller.member!.name,
    role: caller.member!.role,
    context: requestContextOf(c),
    sessionSecret: config.sessionSecret,
    portalUrl: config.portalUrl,
    sessionToken: readSessionCookie(c) ?? '',
  };
}
