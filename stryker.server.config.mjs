import base from './stryker.config.mjs';

// The server's middleware and the domain files that need no database, against the server tests that
// start none (vitest.mutation-server.config.ts). See docs/testing.md for what this leaves out.
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-server.config.ts', related: true },
  mutate: [
    'src/server/http/middleware/{caller,client-ip,compress-reads,error-handler,idempotency-fingerprint}.ts',
    'src/server/http/middleware/{known-query-params,method-not-allowed,request-guards,require-csrf,require-scope}.ts',
    'src/server/http/middleware/{rate-limit-verdict,request-log,security-headers,session-cookie}.ts',
    'src/server/domain/{cursor,date-range,ids,pagination,sandbox-clock,sealing,signing,wear-forecast,wear-usage}.ts',
    'src/server/domain/pickup-windows/{pickup-rules,us-federal-holidays,window-calendar,window-state,zoned-time}.ts',
  ],
  ignoreStatic: true,
  concurrency: 1,
  htmlReporter: { fileName: 'reports/mutation/server/index.html' },
  jsonReporter: { fileName: 'reports/mutation/server/mutation.json' },
};
