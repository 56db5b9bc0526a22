/**
 * npm run bench:notifications — the two figures the notification mail promises, on PGlite in a temp
 * folder (or PostgreSQL when DATABASE_URL is set), over a real SMTP server on 127.0.0.1:
 * 1. an instant mail's way from its change to the SMTP server: BENCH_ORDERS (default 40) orders
 *    placed over HTTP one after another, each timed from the API's answer to the message's arrival
 *    (the server's own workers at their default intervals);
 * 2. a Monday's parts-due mail for BENCH_MEMBERS (default 100) members over BENCH_DUE (default
 *    10,000) due parts at 20 sites, timed as one round of the weekly mail.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SCOPES } from '#contract/scopes';
import type { ServerConfig } from '#server/config/config';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { mailOutbox } from '#server/db/schema/mail';
import { sites } from '#server/db/schema/sites';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { insertPersonMember } from '#server/domain/members/new-member';
import { notificationLinks } from '#server/domain/notifications/notification-links';
import { mailWeeklyPartsDue } from '#server/domain/notifications/weekly-parts-due';
import { createLogger } from '#server/logger';
import { startServer } from '#server/start-server';
import { startSmtpReceiver } from '#server/testing/smtp-receiver';
import { runScript } from './run-script';
import { summarise, table } from './server/server-bench-stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const DUE = Number(process.env.BENCH_DUE ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 5231);
const SITES = 20;
const ACCOUNT = 'acct_notify_bench';
const allWeek = [{ start: '00:00', end: '24:00' }];

function configFor(dataDir: string, smtpUrl: string): ServerConfig {
  return {
    port: PORT,
    host: '127.0.0.1',
    cdnPort: PORT + 1,
    cdnUrl: `http://127.0.0.1:${PORT + 1}`,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    rateLimitPerMinute: 0,
    rateLimitPerDay: 0,
    sandbox: false,
    simulatorIntervalMs: 0,
    sessionSecret: randomBytes(32).toString('hex'),
    demoPassword: 'bench-password',
    portalDir: undefined,
    mailFrom: 'Whetstone <no-reply@whetstone.test>',
    portalUrl: 'http://127.0.0.1:4173',
    smtpUrl,
    schedulePollIntervalMs: 3_600_000,
  };
}

/** One account, 20 sites open all week, `MEMBERS` managers of four sites each, and `DUE` due parts spread over the sites. */
async function seed(db: Db): Promise<string[]> {
  const now = new Date();
  await db.insert(accounts).values({ id: ACCOUNT, name: 'Notification bench', plan: 'enterprise', createdAt: now });
  const siteIds = Array.from({ length: SITES }, (_, i) => `site_notify_${i}`);
  await db.insert(sites).values(
    siteIds.map((id, i) => ({
      id,
      accountId: ACCOUNT,
      name: `Kitchen ${String(i).padStart(2, '0')}`,
      address: { line1: `${i} Main St`, line2: '', city: 'Boston', region: 'MA', postal_code: '02101', country: 'US' },
      timeZone: 'America/New_York',
      receivingHours: { mon: allWeek, tue: allWeek, wed: allWeek, thu: allWeek, fri: allWeek, sat: allWeek, sun: allWeek },
      closedDates: [],
      createdAt: now,
    })),
  );
  for (let m = 0; m < MEMBERS; m++) {
    const own = [0, 1, 2, 3].map((k) => siteIds[(m * 4 + k) % SITES]!);
    await insertPersonMember(db, {
      accountId: ACCOUNT,
      email: `chef${m}@bench.test`,
      name: `Chef ${m}`,
      passwordHash: 'x',
      role: 'manager',
      siteIds: own,
      now,
    });
  }
  await db.execute(sql`
    insert into parts (id, account_id, part_type, status, wear_level, internal_label, serial_number, created_at,
                       forecast_due_at, wear_measured_at, site_id)
    select 'part_notify_' || g, ${ACCOUNT}, 'knife', 'with_customer', 70 + g % 30, 'Knife #' || g, 'KN-' || (100000 + g),
           now() - interval '200 days', now() - (g % 5) * interval '1 day', now(), 'site_notify_' || (g % ${SITES})
    from generate_series(1, ${DUE}::int) g`);
  return siteIds;
}

/** The next Monday 08:30 in New York, as UTC. */
function mondayMorning(): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7 || 7));
  at.setUTCHours(13, 30, 0, 0);
  return at;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-notify-bench-'));
  const receiver = await startSmtpReceiver();
  const config = configFor(dataDir, receiver.url);
  const server = await startServer(config, { logger: createLogger(undefined, 'warn') });
  try {
    const { db } = server.deps;
    const siteIds = await seed(db);
    const { secret } = await insertApiKey(db, {
      accountId: ACCOUNT,
      name: 'bench',
      scopes: SCOPES,
      expiresAt: null,
      now: new Date(),
    });
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url!}${path}`, {
        method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    // 1. Change → SMTP, for a site only one member hears about at once (the others are limited elsewhere).
    const lonelySite = siteIds[0]!;
    const windows = (await (await call('GET', `/v1/pickup-windows?site_id=${lonelySite}`)).json()) as {
      data: { start: string; end: string; available: boolean }[];
    };
    const open = windows.data.filter((w) => w.available);
    const latencies: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const part = await (
        await call('POST', '/v1/parts', { part_type: 'knife', internal_label: `Bench ${i}`, site_id: lonelySite })
      ).json();
      const window = open[i % open.length]!;
      const before = receiver.received.length;
      const placed = await call('POST', '/v1/orders', {
        part_ids: [(part as { data: { id: string } }).data.id],
        pickup_window_start: window.start,
        pickup_window_end: window.end,
      });
      const answeredAt = Date.now();
      if (placed.status !== 201) throw new Error(`order ${i}: ${placed.status} ${await placed.text()}`);
      const { order_number } = ((await placed.json()) as { data: { order_number: string } }).data;
      const arrived = async () => receiver.received.slice(before).find((mail) => mail.subject.includes(order_number));
      const end = Date.now() + 30_000;
      let mail = await arrived();
      while (!mail && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        mail = await arrived();
      }
      if (!mail) throw new Error(`no mail for ${order_number} within 30 s`);
      latencies.push(mail.receivedAt - answeredAt);
    }

    // 2. Monday's parts-due mail for every member.
    const links = notificationLinks(config);
    const started = performance.now();
    const queued = await mailWeeklyPartsDue(db, links, mondayMorning(), new Date());
    const mondayMs = performance.now() - started;
    const outboxRows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`kind = 'parts_due'`);

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp data folder';
    console.log(`\nMachine: ${cpus().length} cores, load average ${load} (1/5/15 min), Node ${process.version}, ${storage}\n`);
    console.log(table([summarise('order placed → its mail at the SMTP server (instant)', latencies)]));
    console.log(
      `\nMonday parts-due mail: ${queued} mails for ${MEMBERS} members over ${DUE.toLocaleString('en-US')} due parts at ${SITES} sites ` +
        `built and queued in ${(mondayMs / 1000).toFixed(2)} s (${outboxRows[0]?.n ?? 0} in the outbox)`,
    );
    return 0;
  } finally {
    await server.shutdown();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
