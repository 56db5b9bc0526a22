import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { accounts } from './db/schema/accounts';
import { events } from './db/schema/events';
import { mailOutbox } from './db/schema/mail';
import { notificationQueue } from './db/schema/notifications';
import { sites } from './db/schema/sites';
import { newId } from './auth/tokens';
import { insertPersonMember } from './domain/members/new-member';
import { createPostgresTestDatabase } from './testing/postgres-test-database';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 6;
const CHEFS = 2;

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every server this file started: a failed test must not leave one running. */
const started = new Set<ChildProcess>();

/** The production entry point, sandbox off, its connections named `name`, mail to `smtpUrl`. */
async function startMain(databaseUrl: string, name: string, dataDir: string, smtpUrl: string): Promise<Running> {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  // A SIGKILLed client's held transaction ends as soon as PostgreSQL looks (PostgreSQL 14+).
  url.searchParams.set('options', '-c client_connection_check_interval=100');
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'notification-crash-test-secret-0123456789abcdef',
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      MAIL_POLL_INTERVAL_MS: '50',
      NOTIFICATION_POLL_INTERVAL_MS: '50',
      SCHEDULE_POLL_INTERVAL_MS: '3600000',
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

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function sleeping(db: Db, name: string): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${name} and datname = current_database() and wait_event = 'PgSleep'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
}

/**
 * Two server processes make mail from one queue on one PostgreSQL. The first is SIGKILLed while it
 * holds a batch of events taken off the queue and its mail written but not committed; the second
 * then makes that batch into mail, and a third joins. Each (event, person) is one outbox row and
 * one message over SMTP. PGlite is one process's database: this runs on PostgreSQL only.
 */
describe.skipIf(!serverUrl)('notification mail across two processes and a SIGKILL', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let dataDir: string;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(serverUrl!);
    dataDir = mkdtempSync(join(tmpdir(), 'whetstone-notification-crash-'));
    receiver = await startSmtpReceiver();
    const { db } = database;
    const now = new Date();
    const accountId = newId('acct');
    await db.insert(accounts).values({ id: accountId, name: 'Notification crash', plan: 'enterprise', createdAt: now });
    const siteId = newId('site');
    await db.insert(sites).values({
      id: siteId,
      accountId,
      name: 'Harbour',
      address: { line1: '1 Harbour St', line2: '', city: 'Boston', region: 'MA', postal_code: '02101', country: 'US' },
      timeZone: 'America/New_York',
      receivingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      closedDates: [],
      createdAt: now,
    });
    for (let i = 0; i < CHEFS; i++) {
      await insertPersonMember(db, {
        accountId,
        email: `chef${i}@example.test`,
        name: `Chef ${i}`,
        passwordHash: 'x',
        role: 'manager',
        siteIds: [siteId],
        now,
      });
    }
    // Events as an order's change records them: the event and its queue row together.
    for (let i = 0; i < EVENTS; i++) {
      const id = `evt_crash${String(i).padStart(4, '0')}`;
      const at = new Date(now.getTime() + i);
      const object = {
        id: `ord_crash${i}`,
        order_number: `ORD-${1000 + i}`,
        status: 'pending',
        site_id: siteId,
        parts: [],
        pickup_window_start: new Date(now.getTime() + 86_400_000).toISOString(),
        pickup_window_end: new Date(now.getTime() + 93_600_000).toISOString(),
      };
      await db.insert(events).values({
        id,
        accountId,
        type: 'order.created',
        objectId: object.id,
        createdAt: at,
        occurredAt: at,
        data: JSON.stringify({ object, actor: 'api' }),
      });
      await db.insert(notificationQueue).values({ eventId: id, accountId, createdAt: at });
    }
    // Holds the first process's first mail written but not committed, until the test has killed it.
    await db.execute(sql`
      create function hold_victim() returns trigger language plpgsql as $$
      begin
        if current_setting('application_name') = 'victim' then perform pg_sleep(120); end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger hold_victim before insert on mail_outbox for each row execute function hold_victim()`);
  }, 120_000);
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await receiver?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails each event to each person once', async () => {
    const { db } = database;
    const victim = await startMain(database.url, 'victim', join(dataDir, 'a'), receiver.url);
    await until(() => sleeping(db, 'victim'), 60_000, 'the first process to hold its batch open');
    const survivor = await startMain(database.url, 'survivor', join(dataDir, 'b'), receiver.url);
    // The held batch is locked: the survivor skips it and finds nothing else.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
    victim.child.kill('SIGKILL');
    await victim.exited;
    await until(async () => !(await sleeping(db, 'victim')), 10_000, 'PostgreSQL to end the killed process’s transaction');

    await receiver.waitFor(EVENTS * CHEFS, 60_000);
    const restarted = await startMain(database.url, 'restarted', join(dataDir, 'c'), receiver.url);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    survivor.child.kill('SIGKILL');
    restarted.child.kill('SIGKILL');
    await Promise.all([survivor.exited, restarted.exited]);

    expect(await db.select().from(notificationQueue)).toHaveLength(0);
    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(EVENTS * CHEFS);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const seen = receiver.received.map((mail) => `${mail.to.join()} ${mail.subject}`);
    expect(new Set(seen).size).toBe(EVENTS * CHEFS);
    expect(receiver.received).toHaveLength(EVENTS * CHEFS);
    expect(new Set(receiver.received.map((mail) => mail.messageId)).size).toBe(EVENTS * CHEFS);
  }, 240_000);
});
