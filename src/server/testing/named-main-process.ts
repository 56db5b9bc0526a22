import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every server started here and still running: a failed test must not leave one behind. */
const started = new Set<ChildProcess>();

export function killAllStarted(): void {
  for (const child of started) child.kill('SIGKILL');
}

/**
 * The production entry point (sandbox off, port 0) on PostgreSQL, its connections named `name` so
 * the database tells the processes apart, with `env` on top. Resolves once it says it is running.
 */
export async function startNamedMain(
  databaseUrl: string,
  name: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<Running> {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  // PostgreSQL notices a vanished client mid-query only when told to look (PostgreSQL 14+); without
  // it, a SIGKILLed process's held transaction would wait out the test's whole hold.
  url.searchParams.set('options', '-c client_connection_check_interval=100');
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => started.delete(child));
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Whetstone is running')) resolve();
    });
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${seen}`)));
  });
  return { child, exited };
}

export async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a backend of the named server is in the given wait (PgSleep, or any lock). */
export async function waiting(db: Db, name: string, wait: 'sleep' | 'lock'): Promise<boolean> {
  const condition = wait === 'sleep' ? sql`wait_event = 'PgSleep'` : sql`wait_event_type in ('Lock', 'LWLock')`;
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${name} and datname = current_database() and ${condition}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
}
