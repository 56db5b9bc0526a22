import base from './stryker.config.mjs';

// The pure folders against their own unit tests: minutes instead of the full run's hours. See docs/testing.md.
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-fast.config.ts', related: true },
  mutate: [
    'src/contract/**/*.ts',
    'src/app/lib/**/*.ts',
    'src/app/features/**/api/*.ts',
    'src/app/features/**/*-{query,queries,rules,search}.ts',
    'src/server/domain/pagination.ts',
    '!**/*.test.ts',
    '!**/*.test.tsx',
  ],
  htmlReporter: { fileName: 'reports/mutation/fast/index.html' },
  jsonReporter: { fileName: 'reports/mutation/fast/mutation.json' },
};
