import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isApiPath } from './middleware/security-headers';
import { servesPortalScreen } from './portal-screens';
import { preloadsFor, readRoutePreloads, withPreloads, type RoutePreloads } from './route-preloads';
import { answerFirstReads, withServedAnswers } from './served-answers';
import { screenHeadingOf, withScreenHeading } from './served-heading';
import { acceptsGzip, gzipAsync } from './middleware/compress-reads';

/** Vite puts content-hashed files under /assets: they never change, so cache them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) must be revalidated so a deploy shows up at once. */
const REVALIDATE = 'no-cache';
/** A page that carries a person's data: never stored, by the browser or by a shared cache. */
const PERSONAL = 'private, no-store';

/** The whole app's own fetch, for reads answered in-process (served-answers.ts). */
export type AppFetch = (request: Request, env: unknown) => Promise<Response>;

function isAssetRequest(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built portal: files from `portalDir`, and index.html for any other
 * GET outside the API (client-side routes such as /parts/part_123), naming the
 * screen's own scripts as modulepreload links (route-preloads.ts) and carrying the
 * answers to its first reads (served-answers.ts).
 */
export function staticPortal(portalDir: string, appFetch?: AppFetch): MiddlewareHandler<AppEnv> {
  // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts).
  const files = serveStatic<AppEnv>({ root: portalDir, precompressed: true });
  let indexHtml: Promise<string> | undefined;
  let routePreloads: Promise<RoutePreloads> | undefined;
  const portalPage = async (c: Context<AppEnv>) => {
    indexHtml ??= readFile(join(portalDir, 'index.html'), 'utf8');
    routePreloads ??= readRoutePreloads(portalDir);
    // A portal hosted apart from the API (no appFetch) reads everything from the browser.
    const served = appFetch ? await answerFirstReads(c, (request) => appFetch(request, c.env)) : { answers: {}, setCookies: [] };
    const page = withPreloads(await indexHtml, preloadsFor(await routePreloads, c.req.path));
    const html = withServedAnswers(withScreenHeading(page, screenHeadingOf(c.req.path, served.answers)), served.answers);
    const personal = Object.keys(served.answers).length > 0;
    const headers = new Headers({
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': personal ? PERSONAL : REVALIDATE,
    });
    for (const cookie of served.setCookies) headers.append('Set-Cookie', cookie);
    // The page differs by who asks: a cache must never give one person's page to another.
    headers.set('Vary', 'Cookie, Accept-Encoding');
    // A page with answers is gzipped like a v1 read: its secret (the session's CSRF token) cannot
    // leak by size, as only the person's own same-site navigations carry the SameSite=Strict cookie.
    if (personal && acceptsGzip(c.req.header('Accept-Encoding'))) {
      headers.set('Content-Encoding', 'gzip');
      return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(await gzipAsync(html)), { headers });
    }
    return new Response(c.req.method === 'HEAD' ? null : html, { headers });
  };
  return async (c, next) => {
    if (servesPortalScreen(c)) return portalPage(c);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApiPath(c.req.path)) return next();
    // `/` is the Overview screen, not a file: served by serveStatic it would lose its preloads.
    const response = c.req.path === '/' ? undefined : await files(c, async () => {});
    if (response) {
      response.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return response;
    }
    if (isAssetRequest(c.req.path)) return next();
    return portalPage(c);
  };
}
