import { and, eq } from 'drizzle-orm';
import type { MadeBy } from '#contract/orders';
import type { DbOrTx } from '#server/db/client';
import { apiKeys, users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';

/**
 * Who of the account is calling: a signed-in person (user id), an API key (key id), or one of the
 * account's pickup schedules placing its order on its own (schedule id).
 */
export interface Maker {
  userId?: string | undefined;
  apiKeyId?: string | undefined;
  pickupScheduleId?: string | undefined;
}

/** The columns a timeline entry stores about who made it. */
export interface MadeByColumns {
  madeByKind: string | null;
  madeByName: string | null;
}

export const NOBODY: MadeByColumns = { madeByKind: null, madeByName: null };

/**
 * The caller by name, as it is when the change is written (a key renamed later keeps the old name
 * on the timeline entries and events it made). Unknown: nothing is stored and the entry reads as before.
 */
export async function findMadeBy(db: DbOrTx, accountId: string, maker: Maker | undefined): Promise<MadeByColumns> {
  // The schedule's id is its name: a schedule has no other, and the id leads to it.
  if (maker?.pickupScheduleId) return { madeByKind: 'pickup_schedule', madeByName: `Pickup schedule ${maker.pickupScheduleId}` };
  if (maker?.userId) {
    const [user] = await db
      .select({ name: users.name })
      .from(users)
      .innerJoin(members, eq(members.userId, users.id))
      .where(and(eq(users.id, maker.userId), eq(members.accountId, accountId)));
    return user ? { madeByKind: 'user', madeByName: user.name } : NOBODY;
  }
  if (maker?.apiKeyId) {
    const [key] = await db
      .select({ name: apiKeys.name })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, maker.apiKeyId), eq(apiKeys.accountId, accountId)));
    return key ? { madeByKind: 'api_key', madeByName: key.name } : NOBODY;
  }
  return NOBODY;
}

export function madeByOf(columns: MadeByColumns): MadeBy | null {
  return columns.madeByKind && columns.madeByName !== null ? { kind: columns.madeByKind, name: columns.madeByName } : null;
}
