import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE_STATE } from './e2e/support/accounts';

// E2E_PORT lets several runs share a machine (the content host takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 4310);
const CDN_PORT = PORT + 1;
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh database per run; set once in the main process so workers inherit the same path.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'whetstone-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // Per port, so concurrent runs don't wipe each other's results and saved sign-in.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  // Two shared cores: one worker keeps timings (countdowns, retries) predictable.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      use: { ...devices['Desktop Chrome'], storageState: STORAGE_STATE },
    },
  ],
  webServer: {
    // The production build, exactly as `npm start` serves it.
    command: 'node dist/server/main.js',
    url: `${baseURL}/portal/session`,
    // /portal/session answers 401 when signed out; any answer means the server is up.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      CDN_PORT: String(CDN_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A helper can test its own build (vite build --outDir dist-NNNN) without racing others.
      PORTAL_DIR: process.env.E2E_PORTAL_DIR ?? 'dist/portal',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_DAY: '10000000',
      SIMULATOR_INTERVAL_MS: '0',
      // Request lines would bury the test output; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
