import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';

/** Written by the portal build (scripts/vite-route-preloads.ts): URL pattern → files of that screen. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own hashed scripts: anything else in the file is ignored, never echoed into the page. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

const routePreloadsSchema = z.record(z.string(), z.array(z.string()));
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/** The build's map, or none when the portal was built without it (or it is unreadable). */
export async function readRoutePreloads(portalDir: string): Promise<RoutePreloads> {
  try {
    return routePreloadsSchema.parse(JSON.parse(await readFile(join(portalDir, ROUTE_PRELOADS_FILE), 'utf8')));
  } catch {
    return {};
  }
}

/** The files of the screen at `pathname`: `$param` segments match any one segment; more literal segments win. */
export function preloadsFor(preloads: RoutePreloads, pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  let best: { files: string[]; literal: number } | undefined;
  for (const [pattern, files] of Object.entries(preloads)) {
    const wanted = pattern.split('/').filter(Boolean);
    if (wanted.length !== segments.length) continue;
    const matches = wanted.every((part, i) => part.startsWith('$') || part === segments[i]);
    const literal = wanted.filter((part) => !part.startsWith('$')).length;
    if (matches && (!best || literal > best.literal)) best = { files, literal };
  }
  return (best?.files ?? []).filter((file) => ASSET_PATH.test(file));
}

/** index.html with a modulepreload link for each file, so the screen's code downloads beside the entry. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
