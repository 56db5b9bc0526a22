import { defineConfig } from 'vitest/config';

/**
 * The server mutation pass (npm run test:mutation:server): the server tests that need no database.
 * The rest of the server suite starts PGlite per file, which made every mutant cost seconds to
 * minutes; the middleware and pure domain files listed in stryker.server.mjs are measured
 * against these instead. A test file that starts a database does not belong here.
 */
const DATABASE_FREE_SERVER_TESTS = [
  'src/server/http/middleware/**/*.test.ts',
  'src/server/domain/lists/cursor.test.ts',
  'src/server/domain/lists/date-range.test.ts',
  'src/server/domain/ids.test.ts',
  'src/server/domain/lists/pagination.test.ts',
  'src/server/sandbox/sandbox-clock.test.ts',
  'src/server/domain/sealing.test.ts',
  'src/server/domain/signing.test.ts',
  'src/server/domain/wear/wear-forecast.test.ts',
  'src/server/domain/wear/wear-usage.test.ts',
  'src/server/domain/pickup-windows/*.test.ts',
  'src/contract/zoned-time.test.ts',
];

/** Tests that open a database are named for it (config/test-files.ts). */
const DATABASE_TESTS = ['**/*.db.test.ts', '**/*.pglite.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: DATABASE_FREE_SERVER_TESTS,
    exclude: DATABASE_TESTS,
  },
});
