import { test as base } from '@playwright/test';
import { readEverythingOverTheNetworkOnceFaked } from './network-fakes';
import { serverForWorker, type E2EServer } from './servers';

/**
 * Playwright's test with each worker on its own system (servers.ts): `baseURL` and the signed-in
 * `storageState` point at it, and `signedInState` names its saved sign-in for contexts a test
 * makes itself. Route handlers still running when a test ends (a fetch for a request the closing
 * page no longer needs) are dropped without failing the finished test. A test that fakes answers
 * gets pages that read everything over the network (network-fakes.ts).
 */
export const test = base.extend<{ signedInState: string }, { system: E2EServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  system: [async ({}, use, workerInfo) => use(serverForWorker(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ system }, use) => use(system.baseURL),
  storageState: async ({ system }, use) => use(system.storageState),
  signedInState: async ({ system }, use) => use(system.storageState),
  context: async ({ context }, use) => {
    readEverythingOverTheNetworkOnceFaked(context);
    context.on('page', readEverythingOverTheNetworkOnceFaked);
    await use(context);
    await Promise.all([context, ...context.pages()].map((target) => target.unrouteAll({ behavior: 'ignoreErrors' })));
  },
});
