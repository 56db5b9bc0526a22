/**
 * npm run bench:bundle-floor — the smallest initial JS the portal's stack allows: React 19,
 * react-dom, TanStack Router and TanStack Query in one tiny app (a root route, a link, one
 * route with one query), built by the same Vite as the portal and gzipped like the bundle
 * budget (level 9). Whatever the portal adds on top of this is its own code and zod.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { runScript } from './run-script';

// Inside the repository, so the app resolves the portal's own node_modules.
const ROOT = join(process.cwd(), '.bundle-floor');

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

function Home() {
  const query = useQuery({ queryKey: ['x'], queryFn: () => fetch('/x').then((r) => r.json()) });
  return <p>{String(query.data)}</p>;
}
const root = createRootRoute({ component: () => <div><Link to="/">Home</Link><Outlet /></div> });
const home = createRoute({ getParentRoute: () => root, path: '/', component: Home });
const router = createRouter({ routeTree: root.addChildren([home]) });
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>,
);
`;

async function main(): Promise<number> {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT);
  try {
    writeFileSync(join(ROOT, 'entry.tsx'), ENTRY);
    writeFileSync(
      join(ROOT, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./entry.tsx"></script>',
    );
    await build({ root: ROOT, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: 'dist' } });
    const assets = join(ROOT, 'dist/assets');
    const js = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const bytes = js.reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    console.log(`framework floor (React + react-dom + TanStack Router + TanStack Query): ${(bytes / 1024).toFixed(1)} kB gzip`);
    return 0;
  } finally {
    rmSync(ROOT, { recursive: true, force: true });
  }
}

runScript(main);
