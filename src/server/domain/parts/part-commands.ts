import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partCreateSchema, partUpdateSchema } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { newId } from '#server/domain/ids';
import { getPart } from './part-queries';
import { forecastWear } from '#server/domain/wear/wear-forecast';
import { growUntil, usageWearPerDay } from '#server/domain/wear/wear-usage';
import { changeWithEvent } from '#server/domain/events/change-with-event';
import { lockPart, partCreatedEvent, partUpdatedEvent } from '#server/domain/events/part-events';

export type NewPart = z.output<typeof partCreateSchema>;
export type PartChanges = z.output<typeof partUpdateSchema>;

/** A newly registered part is with its owner, freshly counted: no services yet, wear 0 until measured. */
export async function createPart(db: DbOrTx, accountId: string, input: NewPart, now: Date): Promise<Part> {
  const id = newId('part');
  const { forecastDueAt } = forecastWear({
    partType: input.part_type,
    status: 'with_customer',
    wearLevel: 0,
    wearMeasuredAt: now,
    ownWearPerDay: null,
  });
  const { nextPointAt } = growUntil({ wearLevel: 0, wearMeasuredAt: now }, usageWearPerDay(id, input.part_type, 0), now);
  const values = {
    id,
    accountId,
    partType: input.part_type,
    status: 'with_customer',
    wearLevel: 0,
    sharpeningCount: 0,
    internalLabel: input.internal_label,
    serialNumber: input.serial_number ?? '',
    manufacturer: input.manufacturer ?? '',
    model: input.model ?? '',
    createdAt: now,
    wearMeasuredAt: now,
    forecastDueAt,
    wearNextAt: nextPointAt,
  };
  const created = partCreatedEvent(values, now);
  await changeWithEvent(db, db.insert(parts).values(values), created);
  return created.object;
}

/** Only the four descriptive fields change; null when the part is not this account's. */
export async function updatePart(
  db: DbOrTx,
  accountId: string,
  partId: string,
  changes: PartChanges,
  now = new Date(),
): Promise<Part | null> {
  const set = {
    ...(changes.internal_label !== undefined && { internalLabel: changes.internal_label }),
    ...(changes.serial_number !== undefined && { serialNumber: changes.serial_number }),
    ...(changes.manufacturer !== undefined && { manufacturer: changes.manufacturer }),
    ...(changes.model !== undefined && { model: changes.model }),
  };
  if (Object.keys(set).length === 0) return getPart(db, accountId, partId);
  // Read with the row locked, then update, in one transaction: a concurrent PATCH waits
  // for the lock, so the answer (and the event's `previous`) is what this one changed.
  return db.transaction(async (tx) => {
    const before = await lockPart(tx, accountId, partId);
    if (!before) return null;
    const part = { ...before, ...changes };
    const update = tx
      .update(parts)
      .set(set)
      .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
    await changeWithEvent(tx, update, partUpdatedEvent(accountId, before, part, now));
    return part;
  });
}
