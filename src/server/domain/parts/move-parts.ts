import { and, eq, inArray, ne } from 'drizzle-orm';
import { partHistory, parts } from '#server/db/schema/parts';
import { recordEvents, type EventTx } from '#server/domain/events/event-transaction';
import { newId } from '#server/domain/ids';
import { findMadeBy, type Maker } from '#server/domain/made-by';
import { readParts } from './part-events';

/** The service_type of a move's history entry. */
export const MOVED = 'moved';

/**
 * Moves the account's parts (locked by the caller) to another site: for each part not already
 * there, a history entry (service_type "moved", from and to, who, when; its wear unchanged) and a
 * part.moved event whose `previous` names the site it left. The caller has checked the site and
 * the open orders. Answers the ids of the parts that moved.
 */
export async function moveParts(
  tx: EventTx,
  accountId: string,
  partIds: readonly string[],
  toSiteId: string,
  now: Date,
  maker?: Maker,
): Promise<string[]> {
  if (partIds.length === 0) return [];
  const moving = await tx
    .select({ id: parts.id, from: parts.siteId, wear: parts.wearLevel })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), inArray(parts.id, [...partIds]), ne(parts.siteId, toSiteId)))
    .orderBy(parts.id);
  if (moving.length === 0) return [];
  const ids = moving.map((part) => part.id);
  await tx.update(parts).set({ siteId: toSiteId }).where(inArray(parts.id, ids));
  const madeBy = await findMadeBy(tx, accountId, maker);
  await tx.insert(partHistory).values(
    moving.map((part) => ({
      id: newId('history'),
      partId: part.id,
      accountId,
      orderId: null,
      serviceType: MOVED,
      wearBefore: part.wear,
      wearAfter: part.wear,
      technicianNotes: '',
      completedAt: now,
      fromSiteId: part.from,
      toSiteId,
      ...madeBy,
    })),
  );
  const from = new Map(moving.map((part) => [part.id, part.from]));
  recordEvents(
    tx,
    (await readParts(tx, ids)).map((part) => ({
      accountId,
      type: 'part.moved' as const,
      object: part,
      previous: { site_id: from.get(part.id) },
      at: now,
    })),
  );
  return ids;
}
