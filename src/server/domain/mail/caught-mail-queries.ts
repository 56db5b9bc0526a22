import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { caughtMail, mailOutbox } from '#server/db/schema/mail';

/** Who reads caught mail: a signed-in member of an account. */
export interface MailReader {
  accountId: string;
  userId: string;
  /** Owners and admins see all the mail sent for their account; everyone sees mail addressed to them. */
  seesAccountMail: boolean;
}

export type CaughtMailRow = typeof caughtMail.$inferSelect;

function visibleTo(reader: MailReader): SQL {
  const toThem = sql`exists (
    select 1 from ${users} where ${users.id} = ${reader.userId}
      and lower(${users.email}) in (select lower(rcpt) from unnest(${caughtMail.rcptTo}) as rcpt))`;
  if (!reader.seesAccountMail) return toThem;
  const forTheirAccount = sql`exists (
    select 1 from ${mailOutbox} where ${mailOutbox.id} = ${caughtMail.outboxId} and ${mailOutbox.accountId} = ${reader.accountId})`;
  return or(forTheirAccount, toThem)!;
}

/** The newest caught messages this reader may see. */
export async function listCaughtMail(db: Db, reader: MailReader, limit: number): Promise<CaughtMailRow[]> {
  return db
    .select()
    .from(caughtMail)
    .where(visibleTo(reader))
    .orderBy(desc(caughtMail.receivedAt), desc(caughtMail.id))
    .limit(limit);
}

/** One caught message, or null when it does not exist or is not this reader's to see. */
export async function findCaughtMail(db: Db, reader: MailReader, id: string): Promise<CaughtMailRow | null> {
  const [row] = await db
    .select()
    .from(caughtMail)
    .where(and(eq(caughtMail.id, id), visibleTo(reader)));
  return row ?? null;
}
