import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partUpdateSchema } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { changeWithEvent } from '#server/domain/events/change-with-event';
import { lockPart, partUpdatedEvent } from '#server/domain/events/part-events';
import { getPart } from './part-queries';
import { findSerialConflicts, isSerialConflict, SerialConflictError } from './part-serials';
import { registerParts, type NewPart } from './register-parts';

export type PartChanges = z.output<typeof partUpdateSchema>;

/** Registers one part (registerParts, the one way parts are created); SerialConflictError when its serial is taken. */
export async function createPart(db: DbOrTx, accountId: string, input: NewPart, now: Date): Promise<Part> {
  const [part] = await registerParts(db, accountId, [input], now);
  if (!part) throw new Error('registration returned no part');
  return part;
}

/**
 * Only the four descriptive fields change; null when the part is not this account's. A new
 * serial number another part of the account has (not retired) is refused with
 * SerialConflictError; a retired part keeps no number, so it may take any.
 */
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
  const serial = changes.serial_number ?? '';
  try {
    // Read with the row locked, then update, in one transaction: a concurrent PATCH waits
    // for the lock, so the answer (and the event's `previous`) is what this one changed.
    return await db.transaction(async (tx) => {
      const before = await lockPart(tx, accountId, partId);
      if (!before) return null;
      if (serial !== '' && before.status !== 'retired') {
        const conflicts = await findSerialConflicts(tx, accountId, [{ index: 0, serial }], partId);
        if (conflicts.length > 0) throw new SerialConflictError(conflicts);
      }
      const part = { ...before, ...changes };
      const update = tx
        .update(parts)
        .set(set)
        .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
      await changeWithEvent(tx, update, partUpdatedEvent(accountId, before, part, now));
      return part;
    });
  } catch (error) {
    if (!isSerialConflict(error)) throw error;
    throw new SerialConflictError(await findSerialConflicts(db, accountId, [{ index: 0, serial }], partId));
  }
}
