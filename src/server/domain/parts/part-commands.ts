import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partCreateSchema, partUpdateSchema } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { newId } from '#server/domain/ids';
import { toPart } from './part-mappers';
import { getPart } from './part-queries';
import { forecastWear } from '#server/domain/wear/wear-forecast';
import { growUntil, usageWearPerDay } from '#server/domain/wear/wear-usage';
import { lockDescriptiveFields, recordPartEvent, recordPartUpdated } from '#server/domain/events/part-events';
import { withinTransaction } from '#server/domain/events/within-transaction';

export type NewPart = z.output<typeof partCreateSchema>;
export type PartChanges = z.output<typeof partUpdateSchema>;

/** A newly registered part is with its owner, freshly counted: no services yet, wear 0 until measured. */
export async function createPart(db: DbOrTx, accountId: string, input: NewPart, now: Date): Promise<Part> {
  return withinTransaction(db, async (tx) => {
    const part = await insertPart(tx, accountId, input, now);
    await recordPartEvent(tx, accountId, 'part.created', part, now);
    return part;
  });
}

async function insertPart(db: DbOrTx, accountId: string, input: NewPart, now: Date): Promise<Part> {
  const id = newId('part');
  const { forecastDueAt } = forecastWear({
    partType: input.part_type,
    status: 'with_customer',
    wearLevel: 0,
    wearMeasuredAt: now,
    ownWearPerDay: null,
  });
  const { nextPointAt } = growUntil({ wearLevel: 0, wearMeasuredAt: now }, usageWearPerDay(id, input.part_type, 0), now);
  const [row] = await db
    .insert(parts)
    .values({
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
    })
    .returning();
  if (!row) throw new Error('insert returned no part');
  return toPart(row, []);
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
  // Update and read back in one transaction: the update's row lock keeps a
  // concurrent PATCH from landing in between, so the answer is what this one wrote.
  return db.transaction(async (tx) => {
    const before = await lockDescriptiveFields(tx, accountId, partId);
    await tx
      .update(parts)
      .set(set)
      .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
    const part = await getPart(tx, accountId, partId);
    await recordPartUpdated(tx, accountId, before, part, now);
    return part;
  });
}
