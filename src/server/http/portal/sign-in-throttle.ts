import type { Db } from '../../db/client';
import { bumpCounters, readCounters } from '../middleware/rate-limit-counters';

/** Failed sign-ins allowed per minute, per email and per client address. */
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_CLIENT = 30;

function buckets(email: string, clientIp: string) {
  return { email: `signin-email:${email}`, client: `signin-ip:${clientIp}` };
}

/** Seconds to wait when recent failures passed a limit, else undefined. */
export async function signInBlockedFor(db: Db, email: string, clientIp: string, now: Date): Promise<number | undefined> {
  const { email: emailBucket, client } = buckets(email, clientIp);
  const counts = await readCounters(db, [emailBucket, client], 'minute', now);
  const blocked = counts.find(
    (row) => row.count >= (row.bucket === emailBucket ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_CLIENT),
  );
  return blocked ? Math.max(1, blocked.resetAt - Math.floor(now.getTime() / 1000)) : undefined;
}

export async function recordSignInFailure(db: Db, email: string, clientIp: string, now: Date): Promise<void> {
  const { email: emailBucket, client } = buckets(email, clientIp);
  await bumpCounters(db, emailBucket, ['minute'], now);
  await bumpCounters(db, client, ['minute'], now);
}
