import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/mail';

/** A claim outlives the longest SMTP exchange (smtp-send.ts's timeouts) with room to record it. */
export const MAIL_LEASE_MS = 60_000;

export interface ClaimedMail {
  id: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attemptCount: number;
  createdAt: Date;
}

type ClaimedRow = Omit<ClaimedMail, 'createdAt'> & { createdAt: string | Date };

/**
 * Takes up to `limit` due messages for this worker (`token`) until the lease ends: one statement,
 * rows locked with SKIP LOCKED, so concurrent workers on PostgreSQL take different rows and none
 * waits (as webhook deliveries are claimed: webhooks/delivery-claims.ts). A row whose lease is still
 * running is being sent by someone else. Leases use the database's clock, the one every process shares.
 */
export async function claimDueMail(db: Db, token: string, now: Date, limit: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    with picked as (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (lease_until is null or lease_until < clock_timestamp())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${mailOutbox} as claimed
    set lease_token = ${token}, lease_until = clock_timestamp() + ${`${MAIL_LEASE_MS} milliseconds`}::interval
    from picked where claimed.id = picked.id
    returning claimed.id, claimed.to_address as "toAddress", claimed.subject, claimed.html, claimed.text, claimed.headers,
      claimed.attempt_count as "attemptCount", claimed.created_at as "createdAt"`);
  return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** PGlite is one process's database: at start, no claim can belong to a process still running. */
export async function releaseAllMailLeases(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(isNotNull(mailOutbox.leaseToken), eq(mailOutbox.status, 'pending')));
}
