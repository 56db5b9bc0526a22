import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const APP_TESTS = 'src/app/**/*.test.{ts,tsx}';

/**
 * Portal test files that replace a module with vi.mock need a module cache of their own; the rest
 * share one per worker (isolate: false), which spares each file a fresh jsdom and module graph:
 * about 80 s of environment set-up on this machine's two cores down to a few.
 */
const appTestsWithModuleMocks = readdirSync('src/app', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/app/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where two run the suite in half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: [APP_TESTS],
          exclude: appTestsWithModuleMocks,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app-mocks',
          environment: 'jsdom',
          include: appTestsWithModuleMocks,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          globalSetup: ['src/server/testing/postgres-test-run.ts'],
          // Files share a worker's module cache and its test databases (emptied between tests): the
          // imports and database start-ups of ~100 files were most of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
