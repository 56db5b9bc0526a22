import { defineConfig } from 'vitest/config';

/**
 * Mutation runs over the server files whose tests start a database (npm run test:mutation:db). Only
 * the test files named in MUTATION_TESTS (comma-separated globs) run: a mutant then re-runs the
 * file's own tests, not the whole PGlite suite that passes through it (minutes per mutant for
 * authenticate.ts or rate-limit.ts). See docs/testing.md.
 */
const tests = (process.env.MUTATION_TESTS ?? '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
if (tests.length === 0) throw new Error('MUTATION_TESTS must name the test files of this run (comma-separated globs)');

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: tests,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
