import base from './stryker.all.mjs';

// The server's middleware and the domain files that need no database, against the server tests that
// start none (config/mutation/vitest.server.ts). See docs/testing.md for what this leaves out.
export default {
  ...base,
  vitest: { configFile: 'config/mutation/vitest.server.ts', related: true },
  mutate: [
    'src/server/http/middleware/{compress-reads,error-handler,known-query-params,method-not-allowed,request-log,security-headers}.ts',
    'src/server/http/middleware/auth/{caller,require-csrf,require-scope,session-cookie}.ts',
    'src/server/http/middleware/limits/{client-ip,rate-limit-verdict,request-guards}.ts',
    'src/server/http/middleware/idempotency/idempotency-fingerprint.ts',
    'src/server/domain/{ids,sealing,signing}.ts',
    'src/server/domain/lists/{cursor,date-range,pagination}.ts',
    'src/server/domain/wear/{wear-forecast,wear-usage}.ts',
    'src/server/sandbox/sandbox-clock.ts',
    'src/server/domain/pickup-windows/{pickup-rules,us-federal-holidays,window-calendar,window-state,calendar-days}.ts',
    'src/contract/zoned-time.ts',
  ],
  ignoreStatic: true,
  concurrency: 1,
  htmlReporter: { fileName: 'reports/mutation/server/index.html' },
  jsonReporter: { fileName: 'reports/mutation/server/mutation.json' },
};
