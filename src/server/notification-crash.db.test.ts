import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from './db/schema/accounts';
import { events } from './db/schema/events';
import { mailOutbox } from './db/schema/mail';
import { notificationQueue } from './db/schema/notifications';
import { sites } from './db/schema/sites';
import { newId } from './auth/tokens';
import { insertPersonMember } from './domain/members/new-member';
import { createPostgresTestDatabase } from './testing/postgres-test-database';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';
import { killAllStarted, startNamedMain, until, waiting } from './testing/named-main-process';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Mail to `smtpUrl`; notifications and mail looked at every 50 ms, no schedule round within the test. */
const startMain = (databaseUrl: string, name: string, dataDir: string, smtpUrl: string) =>
  startNamedMain(databaseUrl, name, dataDir, {
    SESSION_SECRET: 'notification-crash-test-secret-0123456789abcdef',
    SMTP_URL: smtpUrl,
    MAIL_POLL_INTERVAL_MS: '50',
    NOTIFICATION_POLL_INTERVAL_MS: '50',
    SCHEDULE_POLL_INTERVAL_MS: '3600000',
  });
const EVENTS = 6;
const CHEFS = 2;

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
    killAllStarted();
    await receiver?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails each event to each person once', async () => {
    const { db } = database;
    const victim = await startMain(database.url, 'victim', join(dataDir, 'a'), receiver.url);
    await until(() => waiting(db, 'victim', 'sleep'), 60_000, 'the first process to hold its batch open');
    const survivor = await startMain(database.url, 'survivor', join(dataDir, 'b'), receiver.url);
    // The held batch is locked: the survivor skips it and finds nothing else.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
    victim.child.kill('SIGKILL');
    await victim.exited;
    await until(
      async () => !(await waiting(db, 'victim', 'sleep')),
      10_000,
      'PostgreSQL to end the killed process’s transaction',
    );

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
