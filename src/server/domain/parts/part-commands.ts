import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partUpdateSchema } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
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
export async function updatePart(db: DbOrTx, accountId: string, partId: string, changes: PartChanges): Promise<Part | null> {
  const set = {
    ...(changes.internal_label !== undefined && { internalLabel: changes.internal_label }),
    ...(changes.serial_number !== undefined && { serialNumber: changes.serial_number }),
    ...(changes.manufacturer !== undefined && { manufacturer: changes.manufacturer }),
    ...(changes.model !== undefined && { model: changes.model }),
  };
  if (Object.keys(set).length === 0) return getPart(db, accountId, partId);
  const serial = changes.serial_number ?? '';
  try {
    // Update and read back in one transaction: the row lock keeps a concurrent PATCH from
    // landing in between, so the answer is what this one wrote.
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: parts.status })
        .from(parts)
        .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)))
        .for('update');
      if (!current) return null;
      if (serial !== '' && current.status !== 'retired') {
        const conflicts = await findSerialConflicts(tx, accountId, [{ index: 0, serial }], partId);
        if (conflicts.length > 0) throw new SerialConflictError(conflicts);
      }
      await tx.update(parts).set(set).where(eq(parts.id, partId));
      return getPart(tx, accountId, partId);
    });
  } catch (error) {
    if (!isSerialConflict(error)) throw error;
    throw new SerialConflictError(await findSerialConflicts(db, accountId, [{ index: 0, serial }], partId));
  }
}
