import type { Context, MiddlewareHandler } from 'hono';
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
    // The sandbox mailbox frames a caught mail's HTML, served by the API with a policy of its own.
    `frame-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * A caught mail's HTML, which the sandbox mailbox frames so that it looks as a mail program shows it:
 * its inline styles, images and data: fonts, and nothing else: no script, plugin, form or navigation
 * (`sandbox` also gives it an opaque origin of its own), framed only by the portal (here, or at one of
 * the portal origins).
 */
export function framedMailCsp(portalOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data: https: http:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${portalOrigins.map((origin) => ` ${origin}`).join('')}`,
    'sandbox',
  ].join('; ');
}

/** A route answering a caught mail's HTML marks it so; this middleware then gives it framedMailCsp. */
export function markFramedMail(c: Context<AppEnv>): void {
  c.set('framedMail', true);
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
    if (c.get('framedMail') && c.res.ok) {
      headers.set('Content-Security-Policy', framedMailCsp(c.get('deps').config.portalOrigins ?? []));
      // Browsers that know frame-ancestors ignore this; older ones get the nearest rule they know.
      headers.set('X-Frame-Options', 'SAMEORIGIN');
      headers.set('Cache-Control', 'private, no-store');
    } else if (isApiPath(c.req.path) && !servesPortalScreen(c)) {
      headers.set('Content-Security-Policy', API_CSP);
      headers.set('Cache-Control', 'no-store');
    } else {
      headers.set('Content-Security-Policy', portalCsp(c.get('deps').config.portalApiOrigin));
    }
    if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
