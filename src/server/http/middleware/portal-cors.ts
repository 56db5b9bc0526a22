import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { isApiPath } from './security-headers';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What the portal sends beyond the headers every origin may send. */
const ALLOWED_HEADERS = 'Content-Type, X-CSRF-Token, Idempotency-Key';
/** What the portal reads from answers beyond the headers every origin may read. */
const EXPOSED_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Scope',
  'Retry-After',
  'Idempotent-Replayed',
  'X-Request-Id',
].join(', ');
/** How long a browser may reuse a preflight's answer: Chromium's ceiling, two hours. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

function isPreflight(method: string, requestedMethod: string | undefined): boolean {
  return method === 'OPTIONS' && requestedMethod !== undefined;
}

/**
 * CORS for portals hosted at other origins (PORTAL_ORIGINS), on the API paths
 * only. A listed origin may call with the session cookie: its preflights are
 * answered here, before credentials or rate limits (a preflight carries
 * neither), and every answer to it, errors included, names it. Any other
 * origin gets no CORS header at all, and its preflight goes on like any
 * request, which never allows it.
 */
export function portalCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const listed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || !listed.has(origin) || !isApiPath(c.req.path)) return next();
    const allowOrigin = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
    if (isPreflight(c.req.method, c.req.header('Access-Control-Request-Method'))) {
      return c.body(null, 204, {
        ...allowOrigin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      });
    }
    await next();
    const headers = c.res.headers;
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    headers.append('Vary', 'Origin');
  };
}
