// Mutation testing (npm run test:mutation): Stryker changes one thing at a time in the code below
// and runs the tests that cover it; a change no test notices is a survivor. Narrow a run with
// `npm run test:mutation -- --mutate 'src/contract/**/*.ts'`. See docs/testing.md.
const notTests = ['!**/*.test.ts', '!**/*.test.tsx'];

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/server/domain/**/*.ts',
    'src/server/http/middleware/**/*.ts',
    'src/contract/**/*.ts',
    'src/app/lib/**/*.ts',
    'src/app/features/**/api/*.ts',
    'src/app/features/**/*-{query,queries,mutation,rules,search}.ts',
    ...notTests,
  ],
  coverageAnalysis: 'perTest',
  // Two shared cores; the PGlite-backed server tests are CPU-bound already.
  concurrency: 2,
  timeoutMS: 30_000,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-*', 'reports', 'test-results', 'playwright-report', '.data*'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
};
