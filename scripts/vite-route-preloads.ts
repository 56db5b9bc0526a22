import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE } from '#server/http/route-preloads';

/**
 * The URL pattern of a screen's lazy chunk, from its module id:
 * `…/src/app/routes/_portal/orders/$orderId.tsx?tsr-split=component---errorComponent---loader` → `/orders/$orderId`.
 * Pathless layouts (`_portal`) and `index` add no segment.
 */
export function screenPathOf(moduleId: string): string | null {
  const match = /[\\/]src[\\/]app[\\/]routes[\\/](.+)\.tsx\?tsr-split=component(?:---[a-zA-Z]+)*$/.exec(moduleId);
  if (!match?.[1]) return null;
  const segments = match[1].split(/[\\/]/).filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/**
 * Lazy parts of the signed-in layout that every portal screen loads as soon as it renders (the
 * header's site switcher): announced with each screen's own files, or a cold load finds them a
 * round trip late.
 */
const LAYOUT_LAZY = [/[\\/]src[\\/]app[\\/]features[\\/]sites[\\/]site-switcher\.tsx$/];
/** Screens outside the signed-in layout: they never load its lazy parts. */
const OUTSIDE_LAYOUT = new Set(['/sign-in', '/invitations/$token', '/unsubscribe/$token']);

/**
 * Writes route-preloads.json: for each screen's URL pattern, the files its lazy
 * chunk needs beyond the initial load, and those of the layout's lazy parts. The
 * server lists them as modulepreload links in the HTML of a cold load, so they
 * download beside the entry instead of after it has run (one round trip less
 * before the screen shows).
 */
export function routePreloads(): Plugin {
  return {
    name: 'whetstone-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
      const beyondInitial = (file: string) => [...closure(file)].filter((f) => !initial.has(f));
      const layoutFiles = chunks
        .filter((chunk) => chunk.isDynamicEntry && LAYOUT_LAZY.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')))
        .flatMap((chunk) => beyondInitial(chunk.fileName));
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const path = chunk.isDynamicEntry && chunk.facadeModuleId ? screenPathOf(chunk.facadeModuleId) : null;
        if (path === null) continue;
        const files = new Set([...beyondInitial(chunk.fileName), ...(OUTSIDE_LAYOUT.has(path) ? [] : layoutFiles)]);
        preloads[path] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
