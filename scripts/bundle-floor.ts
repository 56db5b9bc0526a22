// The smallest initial JS the portal's stack allows: React 19, react-dom, TanStack Router,
// TanStack Query and zod in one tiny app (a root route, a link, one route that validates three
// search fields through zod/mini and makes one query), built by the
// same Vite as the portal and gzipped like the bundle budget (level 9). Used by the bundle budget
// (the portal's initial JS is held to a ratio of it) and by `npm run bench:bundle-floor`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const search = z.object({
  q: z.optional(z.string()),
  status: z.optional(z.enum(['active', 'retired'])),
  page: z.optional(z.number()),
});

function Home() {
  const query = useQuery({ queryKey: ['x'], queryFn: () => fetch('/x').then((r) => r.json()) });
  return <p>{String(query.data)}</p>;
}
const root = createRootRoute({ component: () => <div><Link to="/">Home</Link><Outlet /></div> });
const home = createRoute({ getParentRoute: () => root, path: '/', validateSearch: search, component: Home });
const router = createRouter({ routeTree: root.addChildren([home]) });
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>,
);
`;

/** Gzip bytes (level 9) of the floor app's JavaScript, built in a scratch folder inside the repository. */
export async function buildFloorBytes(): Promise<number> {
  // Inside the repository, so the app resolves the portal's own node_modules.
  const root = join(process.cwd(), '.bundle-floor');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  try {
    writeFileSync(join(root, 'entry.tsx'), ENTRY);
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./entry.tsx"></script>',
    );
    await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: 'dist' } });
    const assets = join(root, 'dist/assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
