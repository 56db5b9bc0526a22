import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StartupRefused } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './config/load-config';
import { DEMO_SIGN_INS } from './sandbox/seed-on-first-start';
import { startServer, type RunningServer } from './start-server';
import type { ServerConfig } from './config/config';

/** dist/server/main.js serves dist/portal when PORTAL_DIR is not set and the portal is built. */
function builtPortalBesideBundle(): string | undefined {
  const dir = fileURLToPath(new URL('../portal', import.meta.url));
  return existsSync(`${dir}/index.html`) ? dir : undefined;
}

/** Where mail goes: the SMTP server in use, or where the caught mail can be read. */
function mailLine(config: ServerConfig, mail: RunningServer['mail']): string {
  if (mail.smtpHost) return `sent through ${mail.smtpHost} (SMTP_URL)`;
  const where = config.sandbox
    ? `read it at ${config.portalUrl}/sandbox/mail`
    : 'readable in the portal only with the sandbox on';
  return `caught by the built-in catcher (${mail.catcherUrl}), not delivered; ${where}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  config.portalDir ??= builtPortalBesideBundle();
  const server = await startServer(config);
  // Before the banner: whoever reads it may signal us straight away.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests, then exiting.`);
    server.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const simulator = config.simulatorIntervalMs > 0 ? `simulator every ${config.simulatorIntervalMs} ms` : 'simulator off';
  console.log(
    [
      `Whetstone is running at ${server.url ?? ''}/`,
      `  content host: ${server.cdnUrl} (public URL ${config.cdnUrl})`,
      `  portal: ${config.portalDir ?? 'not served here (use npm run dev or npm start)'}`,
      `  data: ${storage}; sandbox ${config.sandbox ? `on (${simulator})` : 'off'}`,
      `  mail: ${mailLine(config, server.mail)}`,
      `  sign in (password ${config.demoPassword}):`,
      ...DEMO_SIGN_INS.map(({ email, what }) => `    ${email}  ${what}`),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof StartupRefused) console.error(`Whetstone did not start: ${error.message}`);
  else console.error('Whetstone failed to start:', error);
  process.exit(1);
});
