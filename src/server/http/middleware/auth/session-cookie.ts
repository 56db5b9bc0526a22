import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '#server/http/middleware/limits/client-ip';

/**
 * Over https the cookie carries the `__Host-` prefix: browsers accept it only
 * when Secure, Path=/ and without Domain, so a sibling subdomain can't plant a
 * session cookie for this host. Over plain http (local development) browsers
 * refuse the prefix, so the plain name is used there.
 */
export function sessionCookieName(c: Context): string {
  return isHttps(c) ? '__Host-ws_session' : 'ws_session';
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName(c));
}

export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttps(c),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName(c), { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
}

/** The step between a right password and the code: its own cookie, so it can never pass for a session. */
function challengeCookieName(c: Context): string {
  return isHttps(c) ? '__Host-ws_sign_in' : 'ws_sign_in';
}

export function readChallengeCookie(c: Context): string | undefined {
  return getCookie(c, challengeCookieName(c));
}

export function writeChallengeCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, challengeCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttps(c),
    maxAge: maxAgeSeconds,
  });
}

export function clearChallengeCookie(c: Context): void {
  deleteCookie(c, challengeCookieName(c), { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
}
