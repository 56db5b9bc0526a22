import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_MOCK_TESTS, APP_TESTS, SERVER_DATABASE_TESTS, SERVER_PGLITE_FOLDER_TESTS, SERVER_TESTS } from './config/test-files';

/**
 * Server files that open databases or processes: files share a worker's module cache and its test
 * databases (emptied between tests), since the imports and database start-ups of ~100 files were
 * most of the suite's time; and they wait longer for what they start.
 */
const SERVER_WITH_DATABASE = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;

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
          exclude: [APP_MOCK_TESTS],
          // Files share a worker's jsdom and module cache: a fresh one per file was most of the portal suite's time.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { name: 'app-mocks', environment: 'jsdom', include: [APP_MOCK_TESTS] },
      },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: [SERVER_DATABASE_TESTS, SERVER_PGLITE_FOLDER_TESTS],
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_WITH_DATABASE,
          name: 'server',
          include: [SERVER_DATABASE_TESTS],
          globalSetup: ['src/server/testing/postgres-test-run.ts'],
        },
      },
      {
        // Server processes and PGlite data folders only: not run again on PostgreSQL.
        test: {
          ...SERVER_WITH_DATABASE,
          name: 'server-pglite',
          include: [SERVER_PGLITE_FOLDER_TESTS],
        },
      },
    ],
  },
});
