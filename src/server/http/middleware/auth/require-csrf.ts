import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { findCaller } from './caller';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 403 csrf_failed unless X-CSRF-Token echoes the session's token. */
export function checkCsrfToken(c: Context, sessionToken: string | undefined): void {
  const sent = c.req.header('X-CSRF-Token');
  if (!sent || !sessionToken || !sameToken(sent, sessionToken)) {
    throw new ApiError('csrf_failed', 'Missing or wrong X-CSRF-Token header for this session.');
  }
}

/**
 * Cookie-authenticated writes must echo the session's CSRF token in
 * X-CSRF-Token (a cross-site form can send the cookie, never that header).
 */
export function requireCsrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = findCaller(c);
    if (caller?.via === 'session' && !SAFE_METHODS.has(c.req.method)) checkCsrfToken(c, caller.csrfToken);
    await next();
  };
}
