import type { Db } from '#server/db/client';
import { bumpCounters } from '#server/domain/rate-limits/rate-limit-counters';

/** Reset mails per address a day: enough for a lost mail or two, too few to flood a mailbox. */
export const RESET_MAILS_PER_ADDRESS_PER_DAY = 5;
/** Reset requests per client address a minute: a person needs one; more is someone trying addresses. */
export const RESET_REQUESTS_PER_CLIENT_PER_MINUTE = 20;

export interface ResetAllowance {
  /** Seconds until the client may ask again, when it asked too often; else undefined. */
  blockedFor?: number;
  /** False once the address had its mails today: the request is answered as any other, and no mail goes. */
  mayMail: boolean;
}

/**
 * Counts a reset request, per client a minute and per address a day, in atomic upserts shared by
 * every server process. Unknown addresses are counted too: the same writes whoever is asked about.
 */
export async function reserveResetRequest(db: Db, email: string, clientIp: string, now: Date): Promise<ResetAllowance> {
  const [client] = await bumpCounters(db, `reset-ip:${clientIp}`, ['minute'], now);
  if (client && client.count > RESET_REQUESTS_PER_CLIENT_PER_MINUTE) {
    return { blockedFor: Math.max(1, client.resetAt - Math.floor(now.getTime() / 1000)), mayMail: false };
  }
  const [address] = await bumpCounters(db, `reset-email:${email}`, ['day'], now);
  return { mayMail: (address?.count ?? 0) <= RESET_MAILS_PER_ADDRESS_PER_DAY };
}
