/**
 * A server process for crash tests (run with tsx): the real app on DATA_DIR
 * (PGlite) or DATABASE_URL, plus POST /v1/__crash, which writes one row and —
 * when asked with X-Crash — SIGKILLs its own process right after the write
 * (before the transaction commits) or right after the request is answered
 * inside the app (after it commits, before the client hears back). Prints
 * `{"port":…,"secret":…}` on its first stdout line; GET /v1/__crash counts the rows written.
 */
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '#server/app';
import { newId } from '#server/auth/tokens';
import { accounts } from '#server/db/schema/accounts';
import { openDatabase } from '#server/db/open-database';
import { requireScope } from '#server/http/middleware/auth/require-scope';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { TEST_CONFIG } from './test-app';

const ACCOUNT_ID = 'acct_crash_test';
const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
if ((await db.select().from(accounts).where(eq(accounts.id, ACCOUNT_ID))).length === 0) {
  await db.insert(accounts).values({ id: ACCOUNT_ID, name: 'crash test', plan: 'enterprise', createdAt: new Date() });
}
const { secret } = await insertApiKey(db, {
  accountId: ACCOUNT_ID,
  name: 'crash',
  scopes: ['parts:write'],
  expiresAt: null,
  now: new Date(),
});

const app = createApp({ db, config: TEST_CONFIG, now: () => new Date() });
app.post('/v1/__crash', async (c, next) => {
  await next();
  if (c.req.header('X-Crash') === 'after-commit') process.kill(process.pid, 'SIGKILL');
});
app.post('/v1/__crash', requireScope('parts:write'), async (c) => {
  await c
    .get('deps')
    .db.insert(accounts)
    .values({ id: newId('acct'), name: 'crash write', plan: 'starter', createdAt: new Date() });
  if (c.req.header('X-Crash') === 'after-write') process.kill(process.pid, 'SIGKILL');
  return c.json({ data: { written: true } }, 201);
});
app.get('/v1/__crash', requireScope('parts:write'), async (c) => {
  const rows = await c.get('deps').db.select().from(accounts).where(eq(accounts.name, 'crash write'));
  return c.json({ data: { writes: rows.length } });
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port, secret }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
