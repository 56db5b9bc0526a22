import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Part, partUpdateSchema } from '#contract/parts';
import type { Db, DbOrTx } from '#server/db/client';
import { ApiError, validationFailed } from '#server/api-error';
import { chooseSite } from '#server/domain/sites/site-checks';
import { activeSites, shareActiveSite } from '#server/domain/sites/site-queries';
import { moveParts } from './move-parts';
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
 * A move (PATCH site_id) of a locked part: refused with 409 part_in_open_order while the part is in
 * an open order (promised for that pickup, or with the service), and with 422 unless the site is an
 * active site of the account (held FOR SHARE, so an archive of it waits for this move).
 */
async function checkMove(tx: DbOrTx, accountId: string, part: Part, siteId: string, active: boolean): Promise<void> {
  if (part.open_order) {
    const message = `The part is in open order ${part.open_order.order_number}; move it once that order is completed or cancelled.`;
    throw new ApiError('part_in_open_order', message, [{ field: 'site_id', code: 'already_in_open_order', message }]);
  }
  // Only the destination is held: the site the part leaves may be being archived, which waits for this part's lock.
  if (active) return;
  const chosen = chooseSite(await activeSites(tx, accountId), siteId, 'site_id');
  if ('problem' in chosen) throw validationFailed([chosen.problem]);
}

/**
 * The four descriptive fields change, and `site_id` moves the part (moveParts); null when the part is not this account's. A new
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
  if (Object.keys(set).length === 0 && changes.site_id === undefined) return getPart(db, accountId, partId);
  const serial = changes.serial_number ?? '';
  try {
    // Read with the row locked, then update, in one transaction: a concurrent PATCH waits
    // for the lock, so the answer (and the event's `previous`) is what this one changed.
    return await inEventTransaction(
      db,
      now,
      async (tx) => {
        // A move takes its destination before its part (the lock order of site-commands.ts's archive).
        const destination = changes.site_id === undefined ? undefined : await shareActiveSite(tx, accountId, changes.site_id);
        const before = await lockPart(tx, accountId, partId);
        if (!before) return null;
        if (serial !== '' && before.status !== 'retired') {
          const conflicts = await findSerialConflicts(tx, accountId, [{ index: 0, serial }], partId);
          if (conflicts.length > 0) throw new SerialConflictError(conflicts);
        }
        const moving = changes.site_id !== undefined && changes.site_id !== before.site_id;
        if (moving) await checkMove(tx, accountId, before, changes.site_id!, destination !== undefined);
        const part = { ...before, ...changes };
        if (Object.keys(set).length > 0) {
          await tx
            .update(parts)
            .set(set)
            .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
        }
        const event = partUpdatedEvent(accountId, before, part, now);
        if (event) recordEvent(tx, event);
        if (!moving) return part;
        await moveParts(tx, accountId, [partId], changes.site_id!, now, maker);
        return getPart(tx, accountId, partId);
      },
      maker,
    );
  } catch (error) {
    if (!isSerialConflict(error)) throw error;
    throw new SerialConflictError(await findSerialConflicts(db, accountId, [{ index: 0, serial }], partId));
  }
}
