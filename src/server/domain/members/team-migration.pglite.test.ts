import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { MIGRATIONS_DIR, openDatabase } from '#server/db/open-database';

/**
 * A database made by the release before members (every migration up to the team one), with two
 * accounts: one with an owner-to-be, a second manager and a viewer, and signed-in sessions.
 */
const TEAM_TAG = '_team';
let db: Db;
let close: () => Promise<void>;
let before: string;

/** The database's own refusal (drizzle wraps it in a "Failed query" error). */
const refusal = (query: ReturnType<typeof sql>) =>
  db.execute(query).then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'before-team-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith(TEAM_TAG));
  expect(first).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  ({ db, close } = await openDatabase({ migrationsDir: before }));
  await db.execute(sql`insert into accounts (id, name, plan) values ('acct_a', 'A', 'enterprise'), ('acct_b', 'B', 'starter')`);
  await db.execute(sql`
    insert into users (id, account_id, email, name, password_hash, role, created_at)
    values ('user_first', 'acct_a', 'first@a.test', 'First', 'h', 'manager', '2026-01-01T00:00:00Z'),
           ('user_second', 'acct_a', 'second@a.test', 'Second', 'h', 'manager', '2026-02-01T00:00:00Z'),
           ('user_viewer', 'acct_a', 'viewer@a.test', 'Viewer', 'h', 'viewer', '2026-03-01T00:00:00Z'),
           ('user_b', 'acct_b', 'b@b.test', 'Bee', 'h', 'viewer', '2026-01-05T00:00:00Z')`);
  await db.execute(sql`
    insert into sessions (token_hash, user_id, account_id, csrf_token, expires_at)
    values ('hash_1', 'user_second', 'acct_a', 'csrf', now() + interval '1 hour')`);
}, 180_000);
afterAll(async () => {
  await close();
  rmSync(before, { recursive: true, force: true });
});

describe('the migration to members', () => {
  it(
    'makes each account’s first user its owner, other managers admins and viewers viewers, keeping sessions',
    { timeout: 180_000 },
    async () => {
      await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });
      const members = await rows<{ user_id: string; account_id: string; role: string; site_ids: unknown; id: string }>(
        sql`select id, user_id, account_id, role, site_ids from members order by user_id`,
      );
      expect(members.map(({ user_id, account_id, role, site_ids }) => [user_id, account_id, role, site_ids])).toEqual([
        ['user_b', 'acct_b', 'owner', null],
        ['user_first', 'acct_a', 'owner', null],
        ['user_second', 'acct_a', 'admin', null],
        ['user_viewer', 'acct_a', 'viewer', null],
      ]);
      expect(members.every((member) => /^mem_[0-9a-f]{16}$/.test(member.id))).toBe(true);
      const columns = await rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'users' order by column_name`,
      );
      // A person no longer has an account or a role: their memberships do.
      expect(columns.map((c) => c.column_name)).not.toContain('account_id');
      expect(columns.map((c) => c.column_name)).not.toContain('role');
      // Sessions made before they had a public id get one (the list of a person's sessions names them).
      const [kept] = await rows<{ id: string }>(sql`select id from sessions where token_hash = 'hash_1'`);
      expect(kept?.id).toMatch(/^sess_[0-9a-f]{16}$/);
      // The session still finds its membership.
      const [session] = await rows<{ role: string }>(sql`
      select m.role from sessions s join members m on m.user_id = s.user_id and m.account_id = s.account_id where s.token_hash = 'hash_1'`);
      expect(session?.role).toBe('admin');
    },
  );

  it('keeps the audit log as written: no UPDATE, no TRUNCATE, DELETE only past the 365-day retention', async () => {
    await db.execute(sql`
      insert into audit_events (id, account_id, action, occurred_at, actor_type, target_type)
      values ('aud_new', 'acct_a', 'site.created', now(), 'system', 'site'),
             ('aud_old', 'acct_a', 'site.created', now() - interval '366 days', 'system', 'site')`);
    expect(await refusal(sql`update audit_events set action = 'x' where id = 'aud_new'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`delete from audit_events where id = 'aud_new'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/cannot be changed/);
    await db.execute(sql`delete from audit_events where id = 'aud_old'`);
    expect((await rows<{ id: string }>(sql`select id from audit_events`)).map((r) => r.id)).toEqual(['aud_new']);
  });
});
