import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppDeps } from '#server/app-deps';
import type { AppEnv } from '#server/http/app-env';
import { securityHeaders } from '#server/http/middleware/security-headers';
import { staticPortal } from '#server/http/static-portal';

/**
 * The portal built against a v1 server at `apiBaseUrl` (VITE_API_BASE_URL), once per run: the
 * build lands in the run's data folder, so a restarted worker serves it again instead of building.
 */
export async function portalBuiltFor(apiBaseUrl: string): Promise<string> {
  const outDir = join(process.env.E2E_DATA_DIR!, `portal-for-${new URL(apiBaseUrl).port}`);
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    build.on('error', reject);
    build.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building the portal for ${apiBaseUrl} failed:\n${output.join('')}`);
  return outDir;
}

/**
 * Serves a built portal at `origin` the way this repository's server does (its static files,
 * SPA fallback and security headers, the CSP naming `apiOrigin`), and nothing else: its API is
 * elsewhere. Resolves to a function that stops it.
 */
export async function servePortal(portalDir: string, origin: string, apiOrigin: string): Promise<() => Promise<void>> {
  const deps = { config: { portalApiOrigin: apiOrigin } } as AppDeps;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', securityHeaders());
  app.use('*', staticPortal(portalDir));
  const { hostname, port } = new URL(origin);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname, port: Number(port) }, () => resolve(started));
  });
  return () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
