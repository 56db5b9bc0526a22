import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isApiPath } from './middleware/security-headers';
import { servesPortalScreen } from './portal-screens';
import { preloadsFor, readRoutePreloads, withPreloads, type RoutePreloads } from './route-preloads';

/** Vite puts content-hashed files under /assets: they never change, so cache them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) must be revalidated so a deploy shows up at once. */
const REVALIDATE = 'no-cache';

function isAssetRequest(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built portal: files from `portalDir`, and index.html for any other
 * GET outside the API (client-side routes such as /parts/part_123), naming the
 * screen's own scripts as modulepreload links (route-preloads.ts).
 */
export function staticPortal(portalDir: string): MiddlewareHandler<AppEnv> {
  // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts).
  const files = serveStatic<AppEnv>({ root: portalDir, precompressed: true });
  let indexHtml: Promise<string> | undefined;
  let routePreloads: Promise<RoutePreloads> | undefined;
  const portalPage = async (c: Context<AppEnv>) => {
    indexHtml ??= readFile(join(portalDir, 'index.html'), 'utf8');
    routePreloads ??= readRoutePreloads(portalDir);
    c.header('Cache-Control', REVALIDATE);
    return c.html(withPreloads(await indexHtml, preloadsFor(await routePreloads, c.req.path)));
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
