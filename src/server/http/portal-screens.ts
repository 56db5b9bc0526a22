import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Portal screens whose path lies under an API prefix: a browser navigation to one gets the portal's
 * HTML, while every other path under that prefix stays API only. The sandbox's mail screen lives at
 * /sandbox/mail beside the sandbox controls (/sandbox/orders/…); its data comes from /portal/sandbox-mail.
 */
export const PORTAL_SCREENS_UNDER_API: readonly string[] = ['/sandbox/mail'];

/** A GET or HEAD of such a screen (no trailing slash, as the router writes it). */
export function isPortalScreenUnderApi(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PORTAL_SCREENS_UNDER_API.includes(path);
}

/** This request is a navigation to such a screen on a server that serves the portal (and, for /sandbox, the sandbox). */
export function servesPortalScreen(c: Context<AppEnv>): boolean {
  const { portalDir, sandbox } = c.get('deps').config;
  return Boolean(portalDir) && sandbox && isPortalScreenUnderApi(c.req.method, c.req.path);
}
