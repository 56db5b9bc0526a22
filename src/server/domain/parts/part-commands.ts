import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partUpdateSchema } from '#contract/parts';
import type { Db } from '#server/db/client';
import type { Maker } from '#server/domain/made-by';
import { parts } from '#server/db/schema/parts';
import { inEventTransaction, recordEvent } from '#server/domain/events/event-transaction';
import { lockPart, partUpdatedEvent } from './part-events';
import { getPart } from './part-queries';
import { findSerialConflicts, isSerialConflict, SerialConflictError } from './part-serials';
import { registerParts, type NewPart } from './register-parts';

export type PartChanges = z.output<typeof partUpdateSchema>;

/** Registers one part (registerParts, the one way parts are created); SerialConflictError when its serial is taken. */
export async function createPart(db: Db, accountId: string, input: NewPart, now: Date, maker?: Maker): Promise<Part> {
  const [part] = await registerParts(db, accountId, [input], now, { maker });
  if (!part) throw new Error('registration returned no part');
  return part;
}

/**
 * Only the four descriptive fields change; null when the part is not this account's. A new
 * serial number another part of the account has (not retired) is refused with
 * SerialConflictError; a retired part keeps no number, so it may take any.
 */
export async function updatePart(
  db: Db,
  accountId: string,
  partId: string,
  changes: PartChanges,
  now = new Date(),
  maker?: Maker,
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
    return await inEventTransaction(
      db,
      now,
      async (tx) => {
        const before = await lockPart(tx, accountId, partId);
        if (!before) return null;
        if (serial !== '' && before.status !== 'retired') {
          const conflicts = await findSerialConflicts(tx, accountId, [{ index: 0, serial }], partId);
          if (conflicts.length > 0) throw new SerialConflictError(conflicts);
        }
        const part = { ...before, ...changes };
        await tx
          .update(parts)
          .set(set)
          .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
        const event = partUpdatedEvent(accountId, before, part, now);
        if (event) recordEvent(tx, event);
        return part;
      },
      maker,
    );
  } catch (error) {
    if (!isSerialConflict(error)) throw error;
    throw new SerialConflictError(await findSerialConflicts(db, accountId, [{ index: 0, serial }], partId));
  }
}
