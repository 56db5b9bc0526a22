import type { MiddlewareHandler } from 'hono';
import { scopesOfMember } from '#server/auth/roles';
import { findUsableApiKey } from '#server/domain/api-keys/api-key-lookup';
import { findSession } from '#server/domain/sessions/session-store';
import { ApiError } from '#server/api-error';
import type { AppEnv, Caller } from '#server/http/app-env';
import { findCaller } from './caller';
import { readSessionCookie } from './session-cookie';

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Resolves `Authorization: Bearer <key>` or the session cookie into a Caller.
 * It never rejects: the rate limiter must count anonymous requests too, so
 * `requireCaller` decides on 401 afterwards. An explicit Authorization header
 * wins over the cookie.
 */
export function identifyCaller(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now, config } = c.get('deps');
    const authorization = c.req.header('Authorization');
    if (authorization !== undefined) {
      const token = bearerToken(authorization);
      const key = token
        ? await findUsableApiKey(db, token, now(), { keys: c.get('apiKeyCache'), maxAgeMs: config.apiKeyCacheMs ?? 0 })
        : null;
      if (key) {
        const caller: Caller = {
          accountId: key.accountId,
          plan: key.plan,
          scopes: key.scopes,
          via: 'api_key',
          apiKeyId: key.id,
          apiKeyName: key.name,
        };
        c.set('caller', caller);
      }
      return next();
    }
    const cookie = readSessionCookie(c);
    const session = cookie ? await findSession(db, cookie, now()) : null;
    if (session) {
      c.set('caller', {
        accountId: session.account.id,
        plan: session.account.plan,
        scopes: scopesOfMember(session.member.role, session.member.siteIds),
        via: 'session',
        userId: session.user.id,
        member: { id: session.member.id, name: session.user.name, role: session.member.role, siteIds: session.member.siteIds },
        csrfToken: session.csrfToken,
        twoFactorSetupRequired: session.twoFactorSetupRequired,
      });
    }
    return next();
  };
}

export function requireCaller(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!findCaller(c)) {
      const presented = c.req.header('Authorization') !== undefined || readSessionCookie(c) !== undefined;
      c.header('WWW-Authenticate', presented ? 'Bearer realm="whetstone", error="invalid_token"' : 'Bearer realm="whetstone"');
      throw new ApiError(
        'unauthenticated',
        presented
          ? 'The credential is invalid, expired or revoked.'
          : 'Authentication required: send Authorization: Bearer <API key>, or sign in to the portal.',
      );
    }
    if (findCaller(c)?.twoFactorSetupRequired) {
      throw new ApiError(
        'forbidden',
        'Your account requires two-factor sign-in: set it up under Settings → Security before anything else.',
      );
    }
    await next();
  };
}

/** The v1 interface is offered to Enterprise accounts only. */
export function requireEnterprise(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller').plan !== 'enterprise') {
      throw new ApiError('plan_not_eligible', 'API access is available on the Enterprise plan only.');
    }
    await next();
  };
}

/** Portal-only endpoints (API keys, members, invitations): an API key can never manage them. */
export function requireSessionCaller(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller').via !== 'session') {
      throw new ApiError(
        'forbidden',
        'API keys, members and invitations cannot be managed with an API key; sign in to the portal.',
      );
    }
    await next();
  };
}
