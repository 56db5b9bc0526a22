/**
 * One app process for the two-process order tests (run with tsx): the real app on
 * DATABASE_URL, and an API key (all scopes) of one shared Enterprise account.
 * Prints `{"port":…,"secret":…}` on its first stdout line; SIGTERM stops it.
 */
import { serve } from '@hono/node-server';
import { SCOPES } from '#contract/scopes';
import { createApp } from '#server/app';
import { accounts } from '#server/db/schema/accounts';
import { openDatabase } from '#server/db/open-database';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { TEST_CONFIG } from './test-app';

const ACCOUNT_ID = 'acct_two_processes';
const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await db
  .insert(accounts)
  .values({ id: ACCOUNT_ID, name: 'two processes', plan: 'enterprise', createdAt: new Date() })
  .onConflictDoNothing();
const { secret } = await insertApiKey(db, {
  accountId: ACCOUNT_ID,
  name: 'orders',
  scopes: SCOPES,
  expiresAt: null,
  now: new Date(),
});

const app = createApp({ db, config: TEST_CONFIG, now: () => new Date() });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port, secret }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
