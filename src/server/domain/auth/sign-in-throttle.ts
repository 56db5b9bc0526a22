import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimitCounters } from '#server/db/schema/request-limits';

/** Password checks allowed per minute, per email and per client address (successful ones are given back). */
const MAX_PER_EMAIL = 5;
const MAX_PER_CLIENT = 30;
const WINDOW_SECONDS = 60;

export interface SignInAttempt {
  /** Seconds until the minute ends, when a limit is passed; else undefined. */
  blockedFor?: number;
  /** Gives the attempt back (a successful sign-in is not a failure). */
  release(): Promise<void>;
}

/**
 * Counts the attempt before the password is checked, in one atomic upsert:
 * however many sign-ins arrive at once, on however many processes, at most 5
 * per email and 30 per address are checked in a minute. Reading the counts
 * first and writing them after the ~80 ms check let every concurrent attempt
 * through.
 */
export function reserveSignInAttempt(db: Db, email: string, clientIp: string, now: Date): Promise<SignInAttempt> {
  return reserveAttempt(
    db,
    new Map([
      [`signin-email:${email}`, MAX_PER_EMAIL],
      [`signin-ip:${clientIp}`, MAX_PER_CLIENT],
    ]),
    now,
  );
}

/**
 * Second-factor codes are guessed like passwords (a million six-digit codes): the same limits, per
 * person and per client address, checked before the code is.
 */
export function reserveCodeAttempt(db: Db, userId: string, clientIp: string, now: Date): Promise<SignInAttempt> {
  return reserveAttempt(
    db,
    new Map([
      [`2fa-person:${userId}`, MAX_PER_EMAIL],
      [`2fa-ip:${clientIp}`, MAX_PER_CLIENT],
    ]),
    now,
  );
}

async function reserveAttempt(db: Db, limits: ReadonlyMap<string, number>, now: Date): Promise<SignInAttempt> {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % WINDOW_SECONDS);
  const buckets = [...limits.keys()];
  const rows = await db
    .insert(rateLimitCounters)
    .values(buckets.map((bucket) => ({ accountId: bucket, window: 'minute' as const, windowStart, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.accountId, rateLimitCounters.window, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ bucket: rateLimitCounters.accountId, count: rateLimitCounters.count });
  const blocked = rows.some((row) => row.count > (limits.get(row.bucket) ?? 0));
  return {
    blockedFor: blocked ? Math.max(1, windowStart + WINDOW_SECONDS - seconds) : undefined,
    async release() {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(
          and(
            inArray(rateLimitCounters.accountId, buckets),
            eq(rateLimitCounters.window, 'minute'),
            eq(rateLimitCounters.windowStart, windowStart),
            gt(rateLimitCounters.count, 0),
          ),
        );
    },
  };
}
