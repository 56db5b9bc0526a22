import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appTestsWithModuleMocks, pgliteFolderTests, serverTestsWithDatabase } from './config/test-files';

const APP_TESTS = 'src/app/**/*.test.{ts,tsx}';
/**
 * Server files that open databases or processes: files share a worker's module cache and its test
 * databases (emptied between tests), since the imports and database start-ups of ~100 files were
 * most of the suite's time; and they wait longer for what they start.
 */
const SERVER_WITH_DATABASE = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;
const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'config/**/*.test.ts'];

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
          // Files share a worker's jsdom and module cache: a fresh one per file was most of the portal suite's time.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { name: 'app-mocks', environment: 'jsdom', include: appTestsWithModuleMocks },
      },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: serverTestsWithDatabase,
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_WITH_DATABASE,
          name: 'server',
          include: serverTestsWithDatabase,
          exclude: pgliteFolderTests,
          globalSetup: ['src/server/testing/postgres-test-run.ts'],
        },
      },
      {
        // Server processes and PGlite data folders only: not run again on PostgreSQL.
        test: {
          ...SERVER_WITH_DATABASE,
          name: 'server-pglite',
          include: pgliteFolderTests,
        },
      },
    ],
  },
});
