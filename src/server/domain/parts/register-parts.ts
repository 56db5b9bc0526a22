import type * as z from 'zod/mini';
import type { Part, partCreateSchema } from '#contract/parts';
import { serialKey } from '#contract/serial-numbers';
import type { ErrorDetail } from '#contract/errors';
import type { Db, DbOrTx } from '#server/db/client';
import { batchValidationFailed, validationFailed } from '#server/api-error';
import { activeSites } from '#server/domain/sites/site-queries';
import { chooseSite } from '#server/domain/sites/site-checks';
import { parts } from '#server/db/schema/parts';
import { inEventTransaction, recordEvents } from '#server/domain/events/event-transaction';
import { newId } from '#server/domain/ids';
import type { Maker } from '#server/domain/made-by';
import { forecastWear } from '#server/domain/wear/wear-forecast';
import { growUntil, usageWearPerDay } from '#server/domain/wear/wear-usage';
import { toPart } from './part-mappers';
import { findSerialConflicts, isSerialConflict, SerialConflictError, type SerialEntry } from './part-serials';

export type NewPart = z.output<typeof partCreateSchema>;

/** A newly registered part is with its owner, freshly counted: no services yet, wear 0 until measured. */
function newPartRow(
  accountId: string,
  input: NewPart,
  siteId: string,
  now: Date,
  importId: string | null,
): typeof parts.$inferInsert {
  const id = newId('part');
  const { forecastDueAt } = forecastWear({
    partType: input.part_type,
    status: 'with_customer',
    wearLevel: 0,
    wearMeasuredAt: now,
    ownWearPerDay: null,
  });
  const { nextPointAt } = growUntil({ wearLevel: 0, wearMeasuredAt: now }, usageWearPerDay(id, input.part_type, 0), now);
  return {
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
    importId,
    siteId,
  };
}

const entriesOf = (inputs: readonly NewPart[]): SerialEntry[] =>
  inputs.map((input, index) => ({ index, serial: input.serial_number ?? '' }));

/**
 * Registers parts, all or none, in one statement: the one way a part is created (POST /v1/parts
 * registers one, POST /v1/parts/batch up to 1,000). Answers them in the order given.
 *
 * A serial number another part of the account has (or an earlier input has) refuses the whole
 * call with SerialConflictError. The check runs inside the transaction, and the unique index
 * refuses what a concurrent write registered meanwhile; that is reported the same way. Rows are
 * inserted in the order of their serials, so two calls sharing serials wait for each other on the
 * first shared one instead of deadlocking.
 */
export async function registerParts(
  db: Db,
  accountId: string,
  inputs: readonly NewPart[],
  now: Date,
  options: { importId?: string; maker?: Maker | undefined; batch?: boolean } = {},
): Promise<Part[]> {
  if (inputs.length === 0) return [];
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertAll(db, accountId, inputs, now, options);
    } catch (error) {
      if (!isSerialConflict(error)) throw error;
      // The transaction is gone; what the concurrent write committed is visible now. (Had that
      // part been retired or renumbered in between, nothing conflicts any more: try once more.)
      const conflicts = await findSerialConflicts(db, accountId, entriesOf(inputs));
      if (conflicts.length > 0 || attempt === 2) throw new SerialConflictError(conflicts);
    }
  }
}

/**
 * Each input's site: the one it names (an active site of the account) or the account's only active
 * site. The sites are read FOR SHARE: an archive of one waits until these parts are in, and moves them.
 */
async function sitesOf(tx: DbOrTx, accountId: string, inputs: readonly NewPart[], batch: boolean): Promise<string[]> {
  const active = await activeSites(tx, accountId, true);
  const problems: ErrorDetail[] = [];
  const chosen = inputs.map((input, index) => {
    const choice = chooseSite(active, input.site_id, batch ? `parts[${index}].site_id` : 'site_id');
    if ('siteId' in choice) return choice.siteId;
    problems.push({ ...choice.problem, ...(batch && { row: index }) });
    return '';
  });
  if (problems.length === 0) return chosen;
  throw batch ? batchValidationFailed(problems, problems.length) : validationFailed(problems);
}

function insertAll(
  db: Db,
  accountId: string,
  inputs: readonly NewPart[],
  now: Date,
  options: { importId?: string; maker?: Maker | undefined; batch?: boolean },
) {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const siteIds = await sitesOf(tx, accountId, inputs, options.batch ?? false);
      const conflicts = await findSerialConflicts(tx, accountId, entriesOf(inputs));
      if (conflicts.length > 0) throw new SerialConflictError(conflicts);
      const rows = inputs.map((input, index) => newPartRow(accountId, input, siteIds[index]!, now, options.importId ?? null));
      const inLockOrder = [...rows].sort((a, b) => compareText(serialKey(a.serialNumber ?? ''), serialKey(b.serialNumber ?? '')));
      const inserted = await tx.insert(parts).values(inLockOrder).returning();
      const byId = new Map(inserted.map((row) => [row.id, row]));
      const registered = rows.map((row) => toPart(byId.get(row.id)!, [], null));
      recordEvents(
        tx,
        registered.map((part) => ({ accountId, type: 'part.created', object: part, at: now })),
      );
      return registered;
    },
    options.maker,
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
