import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { caughtMail } from '#server/db/schema/mail';
import { newId } from '#server/domain/ids';

/** The catcher keeps the newest this many messages… */
export const CAUGHT_MAIL_KEEP = 1_000;
/** …and none older than this. */
export const CAUGHT_MAIL_MAX_AGE_MS = 30 * 24 * 3_600_000;

export interface CaughtMessage {
  outboxId: string | null;
  mailFrom: string;
  rcptTo: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string | null;
  /** List-Unsubscribe and List-Unsubscribe-Post, by lower-cased name, when the message had them. */
  headers?: Record<string, string>;
}

export async function insertCaughtMail(db: Db, message: CaughtMessage, receivedAt: Date): Promise<string> {
  const id = newId('cmail');
  await db.insert(caughtMail).values({ id, ...message, receivedAt });
  return id;
}

/** Keeps the caught mail bounded: the newest CAUGHT_MAIL_KEEP messages of the last 30 days. */
export async function pruneCaughtMail(db: Db, now: Date): Promise<void> {
  await db.delete(caughtMail).where(lt(caughtMail.receivedAt, new Date(now.getTime() - CAUGHT_MAIL_MAX_AGE_MS)));
  await db.execute(sql`
    delete from ${caughtMail} where id in (
      select id from ${caughtMail} order by received_at desc, id desc offset ${CAUGHT_MAIL_KEEP}
    )`);
}
