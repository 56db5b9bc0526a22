import base from './stryker.all.mjs';

// The server files that run SQL, one group at a time, against their own PGlite-backed tests
// (config/mutation/vitest.db.ts): name the files with --mutate and their tests in MUTATION_TESTS.
//   MUTATION_TESTS='src/server/domain/parts/*.test.ts' npm run test:mutation:db -- --mutate 'src/server/domain/parts/*.ts'
// --mutate takes one comma-separated list, so name files one by one rather than with {a,b} braces.
// See docs/testing.md.
export default {
  ...base,
  vitest: { configFile: 'config/mutation/vitest.db.ts', related: false },
  mutate: [],
  ignoreStatic: true,
  concurrency: 1,
  htmlReporter: { fileName: 'reports/mutation/db/index.html' },
  jsonReporter: { fileName: 'reports/mutation/db/mutation.json' },
};
