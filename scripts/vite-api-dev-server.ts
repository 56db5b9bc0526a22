import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import type { createApp as CreateApp } from '#server/app';
import type { AppDeps } from '#server/app-deps';
import type { loadConfig as LoadConfig } from '#server/config/load-config';
import type { startServer as StartServer } from '#server/start-server';
import { isPortalScreenUnderApi } from '../src/server/http/portal-screens';

const API_PREFIXES = ['/v1', '/portal', '/sandbox'];

function isApiRequest(method: string | undefined, url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  // A portal screen under an API prefix (/sandbox/mail) is Vite's to serve, as the production server does.
  if (isPortalScreenUnderApi(method ?? 'GET', path)) return false;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * `npm run dev`: the API inside the Vite dev server, on one port. The database,
 * content host and simulator start once; the app module is re-imported through
 * Vite on every request, so server edits apply without a restart.
 */
export function apiDevServer(): Plugin {
  return {
    name: 'whetstone:api-dev-server',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      const { loadConfig } = (await server.ssrLoadModule('/src/server/config/load-config.ts')) as {
        loadConfig: typeof LoadConfig;
      };
      const { startServer } = (await server.ssrLoadModule('/src/server/start-server.ts')) as { startServer: typeof StartServer };
      const config = loadConfig({ ...process.env, PORT: String(server.config.server.port ?? 4173) });
      const services = await startServer(config, { serveApi: false });
      server.httpServer?.once('close', () => void services.shutdown());
      server.config.logger.info(
        `  API on this port (/v1, /portal, /sandbox); content host ${services.cdnUrl}; sign in as demo@whetstone.test / ${config.demoPassword}`,
      );
      server.config.logger.info(
        services.mail.smtpHost
          ? `  Mail goes through ${services.mail.smtpHost} (SMTP_URL)`
          : `  Mail is caught, not delivered: read it at ${config.portalUrl}/sandbox/mail`,
      );

      let current: { createApp: typeof CreateApp; listener: ReturnType<typeof getRequestListener> } | undefined;
      async function listenerFor(deps: AppDeps) {
        const { createApp } = (await server.ssrLoadModule('/src/server/app.ts')) as { createApp: typeof CreateApp };
        if (current?.createApp !== createApp) current = { createApp, listener: getRequestListener(createApp(deps).fetch) };
        return current.listener;
      }

      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!isApiRequest(req.method, req.url)) return next();
        listenerFor(services.deps).then((listener) => listener(req, res), next);
      });
    },
  };
}
