import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { servesPortalScreen } from '#server/http/portal-screens';
import { isHttps } from './limits/client-ip';

/** /v1, any future /v2…, the portal's own endpoints and the sandbox controls: JSON, never the portal's HTML. */
const API_PATH = /^\/(v\d+|portal|sandbox)(\/|$)/;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/** The portal only talks to itself, plus the v1 server it was built against. */
export function portalCsp(apiOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    // WebAssembly only (no eval): the label scanner's QR reader where the browser has none of its own.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The portal's own pages may ask for the camera (scanning a part's label); nothing else may.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Set on every response, API and portal alike, errors included. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    if (isApiPath(c.req.path) && !servesPortalScreen(c)) {
      headers.set('Content-Security-Policy', API_CSP);
      headers.set('Cache-Control', 'no-store');
    } else {
      headers.set('Content-Security-Policy', portalCsp(c.get('deps').config.portalApiOrigin));
    }
    if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
