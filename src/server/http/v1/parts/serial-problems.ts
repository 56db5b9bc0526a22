import type { ErrorDetail } from '#contract/errors';
import { PART_TEXT_MAX } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import {
  findSerialConflicts,
  serialConflictDetail,
  type SerialConflict,
  type SerialEntry,
} from '#server/domain/parts/part-serials';
import { hasControlChars } from '#server/http/text-safety';
import type { SiteReach } from '#server/domain/access/site-reach';

/** The serial of a raw (not yet validated) body, when it is one the index could hold. */
export function rawSerial(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('serial_number' in raw)) return undefined;
  const value = (raw as { serial_number: unknown }).serial_number;
  if (typeof value !== 'string') return undefined;
  const serial = value.trim();
  return serial !== '' && serial.length <= PART_TEXT_MAX && !hasControlChars(serial) ? serial : undefined;
}

/** Conflicts in words; in a batch (`withRow`) each detail also names its row. */
export const conflictDetails = (
  conflicts: readonly SerialConflict[],
  fieldOf: (index: number) => string,
  withRow = false,
  reach: SiteReach = null,
): ErrorDetail[] =>
  conflicts.map((conflict) => ({ ...serialConflictDetail(conflict, fieldOf, reach), ...(withRow && { row: conflict.index }) }));

/** duplicate_serial details for serials another part (or an earlier entry) already has. */
export async function serialProblems(
  db: DbOrTx,
  accountId: string,
  entries: readonly SerialEntry[],
  fieldOf: (index: number) => string,
  options: { exceptPartId?: string; withRow?: boolean; reach?: SiteReach } = {},
): Promise<ErrorDetail[]> {
  const conflicts = await findSerialConflicts(db, accountId, entries, options.exceptPartId);
  return conflictDetails(conflicts, fieldOf, options.withRow, options.reach);
}
