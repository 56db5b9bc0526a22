import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/**
 * API key secrets and session tokens are never
 * stored. The whole database is dumped as text and searched for any 8-character
 * piece of a secret beyond the visible prefix (13 characters) and last 4.
 */

let t: TestApp;
let session: { cookie: string; csrfToken: string };
const secrets: string[] = [];

async function portalPost(path: string, body: unknown, idempotencyKey: string) {
  const res = await t.request(path, {
    method: 'POST',
    headers: {
      Cookie: session.cookie,
      'X-CSRF-Token': session.csrfToken,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: string; secret: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const account = await t.createAccount();
  session = await account.signIn();
  // As the portal sends them: every POST carries an Idempotency-Key.
  const first = await portalPost('/portal/api-keys', { name: 'ci', scopes: SCOPES, expires_at: null }, 'form-create-1');
  const second = await portalPost(
    '/portal/api-keys',
    { name: 'reader', scopes: ['parts:read'], expires_at: null },
    'form-create-2',
  );
  const rolled = await portalPost(
    `/portal/api-keys/${first.id}/roll`,
    { old_secret_expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    'form-roll-1',
  );
  secrets.push(first.secret, second.secret, rolled.secret);
  // Use them, so last_used_at and rate-limit rows are written too.
  for (const secret of secrets) {
    expect((await t.request('/v1/parts', { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(200);
  }
});
afterAll(() => t.close());

/** Every row of every table in the public schema, as text. */
async function dumpDatabase(): Promise<Map<string, string>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const dump = new Map<string, string>();
  for (const { table_name: table } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`select t::text as row from "${table}" t`))) as unknown as {
      rows: { row: string }[];
    };
    dump.set(table, rows.rows.map((r) => r.row).join('\n'));
  }
  return dump;
}

/** 8-character windows of the secret that are never shown after creation. */
function hiddenPieces(secret: string): string[] {
  const hidden = secret.slice(13, -4);
  return Array.from({ length: hidden.length - 7 }, (_, i) => hidden.slice(i, i + 8));
}

describe('secrets at rest', () => {
  it('no table holds any hidden part of an API key secret', async () => {
    const dump = await dumpDatabase();
    expect(dump.get('api_keys')).toBeDefined();
    const leaks: string[] = [];
    for (const [table, text] of dump) {
      for (const secret of secrets) {
        if (hiddenPieces(secret).some((piece) => text.includes(piece)))
          leaks.push(`${table} holds a piece of ${secret.slice(0, 13)}…`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('no table holds the session token', async () => {
    const token = session.cookie.split('=')[1]!;
    const dump = await dumpDatabase();
    for (const [table, text] of dump) expect(text.includes(token.slice(8, 24)), table).toBe(false);
  });
});
