import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './db/schema/mail';
import { openDatabase } from './db/open-database';
import { enqueueMail } from './domain/mail/enqueue-mail';
import { createPostgresTestDatabase } from './testing/postgres-test-database';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every server this file started: a failed test must not leave one running. */
const started = new Set<ChildProcess>();

/** The production entry point with the sandbox off: mail must not need it. */
async function startMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX: 'off', LOG_LEVEL: 'warn', MAIL_POLL_INTERVAL_MS: '50', ...env },
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

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A message claimed and on the wire when its process is SIGKILLed (the SMTP server was holding its
 * DATA answer) is sent by the next process on the same data, once: at its start on PGlite, once the
 * dead process's lease runs out on PostgreSQL.
 */
describe('the mail outbox across a SIGKILL', () => {
  const where: { env: Record<string, string>; open?: () => ReturnType<typeof openDatabase>; cleanup?: () => Promise<void> } = {
    env: {},
  };
  let receiver: SmtpReceiver;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver = await startSmtpReceiver((attempt) => (attempt === 1 ? { until: held } : null));
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const database = await createPostgresTestDatabase(serverUrl);
      where.env = { DATABASE_URL: database.url };
      where.open = () => openDatabase({ databaseUrl: database.url });
      where.cleanup = database.close;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'whetstone-mail-crash-'));
      where.env = { DATA_DIR: dir };
      where.open = () => openDatabase({ dataDir: join(dir, 'pglite') });
      where.cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    release();
    await receiver.close();
    await where.cleanup?.();
  });

  it('sends the message after the restart, exactly once', async () => {
    const before = await where.open!();
    const id = await enqueueMail(
      before.db,
      { accountId: null, kind: 'test', to: 'pat@example.test', subject: 'Crash', html: '<p>Crash</p>', text: 'Crash' },
      new Date(),
    );
    await before.close();

    const env = { ...where.env, SMTP_URL: receiver.url };
    const first = await startMain(env);
    await until(() => receiver.attempts === 1, 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    release();
    expect(receiver.received).toHaveLength(0);

    const second = await startMain(env);
    try {
      await receiver.waitFor(1, 120_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(receiver.received.map((mail) => mail.mailId)).toEqual([id]);
    expect(receiver.attempts).toBe(2);
    const after = await where.open!();
    try {
      const [row] = await after.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // The killed attempt was never recorded: the row shows the one that got through.
      expect(row).toMatchObject({ status: 'sent', attemptCount: 1, leaseToken: null });
    } finally {
      await after.close();
    }
  }, 240_000);
});
