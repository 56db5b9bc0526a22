import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

const statements = new WeakMap<Db, Promise<string>>();

/**
 * One script that leaves the database as the migrations left it: every table of the app's schema
 * emptied (triggers and foreign keys skipped while it runs, so the order does not matter and the
 * counter tables the triggers keep are emptied like the rest), every sequence back at its start,
 * and no advisory lock still held by a test that stopped half-way.
 */
async function emptyingScript(db: Db): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const sequences = await db.execute<{ name: string }>(
    sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return [
    'select pg_advisory_unlock_all()',
    'set session_replication_role = replica',
    ...rowsOf<{ name: string }>(tables).map(({ name }) => `delete from ${name}`),
    'set session_replication_role = default',
    ...rowsOf<{ name: string }>(sequences).map(({ name }) => `alter sequence ${name} restart`),
  ].join(';\n');
}

/** node-postgres answers { rows }, PGlite's drizzle driver the same; both are read the one way. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface RawClient {
  /** PGlite: several statements in one call. */
  exec?: (script: string) => Promise<unknown>;
  /** node-postgres pool: a query without parameters uses the simple protocol, which takes several statements. */
  query?: (script: string) => Promise<unknown>;
}

export async function emptyDatabase(db: Db): Promise<void> {
  let script = statements.get(db);
  if (!script) {
    script = emptyingScript(db);
    statements.set(db, script);
  }
  const client = (db as unknown as { $client: RawClient }).$client;
  if (client.exec) await client.exec(await script);
  else await client.query!(await script);
}
