import { defineConfig, devices } from '@playwright/test';
import { SPEC_CHROMIUM } from './e2e/support/common/chromium';
import { E2E_SERVERS, E2E_WORKERS } from './e2e/support/common/servers';

const PORT = E2E_SERVERS[0]!.port;

export default defineConfig({
  testDir: 'e2e',
  // Per port, so concurrent runs don't wipe each other's results and saved sign-in.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  // Each worker has a system of its own (e2e/support/servers.ts), so workers never share data.
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    // Each test's baseURL is its worker's system (e2e/support/test.ts).
    baseURL: E2E_SERVERS[0]!.baseURL,
    // Recording a trace costs about a seventh of the suite's CPU: only a retried test's second run records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: SPEC_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      testIgnore: /.*\.setup\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // One system per worker: the production build, exactly as `npm start` serves it.
  webServer: E2E_SERVERS.map((system) => ({
    command: 'node dist/server/main.js',
    // /portal/session answers 401 when signed out; any answer means the server is up.
    url: `${system.baseURL}/portal/session`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(system.port),
      CDN_PORT: String(system.cdnPort),
      HOST: '127.0.0.1',
      DATA_DIR: system.dataDir,
      // A helper can test its own build (vite build --outDir dist-NNNN) without racing others.
      PORTAL_DIR: process.env.E2E_PORTAL_DIR ?? 'dist/portal',
      PORTAL_ORIGINS: system.portalOrigin,
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_DAY: '10000000',
      SIMULATOR_INTERVAL_MS: '0',
      // Like the simulator, the demo's pickup schedule would change the data under the specs (its
      // order takes Midtown's due parts): no round within a run. Placement is tested in the server suites.
      SCHEDULE_POLL_INTERVAL_MS: '3600000',
      // Request lines would bury the test output; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  })),
});
