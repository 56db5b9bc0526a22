import type { Db } from '#server/db/client';
import { bumpCounters } from '#server/domain/rate-limits/rate-limit-counters';

/**
 * Unsubscribe requests (reads and one-click POSTs) per client address a minute. A person needs
 * one; a mail provider unsubscribing many of our recipients at once needs more; beyond this it is
 * someone trying tokens, or a loop.
 */
export const UNSUBSCRIBES_PER_CLIENT_PER_MINUTE = 120;

/** Counts one request of the client; answers the seconds to wait when it asked too often, else undefined. */
export async function reserveUnsubscribeRequest(db: Db, clientIp: string, now: Date): Promise<number | undefined> {
  const [client] = await bumpCounters(db, `unsubscribe-ip:${clientIp}`, ['minute'], now);
  if (!client || client.count <= UNSUBSCRIBES_PER_CLIENT_PER_MINUTE) return undefined;
  return Math.max(1, client.resetAt - Math.floor(now.getTime() / 1000));
}
