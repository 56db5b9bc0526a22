import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One whole system (API + portal on `port`, content host on `port + 1`, its own database) per
 * Playwright worker, so two workers never see each other's writes: E2E_WORKERS systems from
 * E2E_PORT upwards (two ports each), then one port each for a portal on a second origin
 * (e2e/layout/second-origin.spec.ts). A run on another port range can share the machine.
 */
export interface E2EServer {
  index: number;
  port: number;
  cdnPort: number;
  baseURL: string;
  dataDir: string;
  /** The demo manager's signed-in cookies on this system, written by auth.setup.ts. */
  storageState: string;
  /** Another origin on the same site, allowed by this system's PORTAL_ORIGINS, for a portal hosted apart from the API. */
  portalOrigin: string;
}

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Set once in the main process (the config loads this first), so workers inherit the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'whetstone-e2e-'));
const DATA_ROOT = process.env.E2E_DATA_DIR;

export const E2E_SERVERS: readonly E2EServer[] = Array.from({ length: E2E_WORKERS }, (_, index) => {
  const port = BASE_PORT + 2 * index;
  return {
    index,
    port,
    cdnPort: port + 1,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: join(DATA_ROOT, `system-${index}`),
    storageState: `test-results/auth-${port}/demo.json`,
    portalOrigin: `http://127.0.0.1:${BASE_PORT + 2 * E2E_WORKERS + index}`,
  };
});

/** The system a worker uses: parallelIndex is stable per worker slot, also after a worker restarts. */
export function serverForWorker(parallelIndex: number): E2EServer {
  return E2E_SERVERS[parallelIndex % E2E_SERVERS.length]!;
}
