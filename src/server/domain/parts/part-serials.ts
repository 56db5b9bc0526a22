import { reaches, type SiteReach } from '#server/domain/access/site-reach';
import { sql } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import type { DbOrTx } from '#server/db/client';

/**
 * One part per serial number in an account: compared trimmed (every write trims) and without
 * regard to case, with the database's lower(), exactly as the unique index
 * `parts_account_serial_key` compares them. Retired parts and empty serials take no number.
 */
export const SERIAL_INDEX = 'parts_account_serial_key';

export interface SerialEntry {
  /** Position in the request (0 for a single part). */
  index: number;
  serial: string;
}

export type SerialConflict =
  | { index: number; serial: string; existing: { id: string; internalLabel: string; siteId: string } }
  | { index: number; serial: string; sameAs: number };

/** Thrown by a write that would give a serial number a second part; the route words it. */
export class SerialConflictError extends Error {
  constructor(readonly conflicts: SerialConflict[]) {
    super('serial number already registered');
  }
}

/**
 * Each entry whose serial another part of the account already has (not retired, not
 * `exceptPartId`), or an earlier entry of the same request has. Empty serials never conflict.
 * One statement: each entry is one probe of the unique index.
 */
export async function findSerialConflicts(
  db: DbOrTx,
  accountId: string,
  entries: readonly SerialEntry[],
  exceptPartId?: string,
): Promise<SerialConflict[]> {
  const probes = entries
    .filter((entry) => entry.serial.trim() !== '')
    .map(({ index, serial }) => ({ ix: index, serial: serial.trim() }));
  if (probes.length === 0) return [];
  const except = exceptPartId === undefined ? sql`` : sql`and p.id <> ${exceptPartId}`;
  const rows = await db
    .select({
      ix: sql<number>`i.ix`,
      firstIx: sql<number>`first_value(i.ix) over (partition by lower(i.serial) order by i.ix)`,
      id: sql<string | null>`e.id`,
      internalLabel: sql<string | null>`e.internal_label`,
      siteId: sql<string | null>`e.site_id`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(probes)}::jsonb) as i(ix int, serial text)
      left join lateral (
        select p.id, p.internal_label, p.site_id from parts p
        where p.account_id = ${accountId} and p.status <> 'retired' and p.serial_number <> ''
          and lower(p.serial_number) = lower(i.serial) ${except}
        limit 1
      ) as e on true`,
    )
    .orderBy(sql`i.ix`);
  const serialOf = new Map(probes.map((probe) => [probe.ix, probe.serial]));
  return rows.flatMap((row): SerialConflict[] => {
    const index = Number(row.ix);
    const serial = serialOf.get(index) ?? '';
    if (row.id !== null) {
      return [{ index, serial, existing: { id: row.id, internalLabel: row.internalLabel ?? '', siteId: row.siteId ?? '' } }];
    }
    const first = Number(row.firstIx);
    return first !== index ? [{ index, serial, sameAs: first }] : [];
  });
}

/** A unique violation of the serial index: a concurrent write registered the number first. */
export function isSerialConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && constraint === SERIAL_INDEX) return true;
    current = cause;
  }
  return false;
}

/**
 * A conflict in words, on the field `fieldOf(index)` names (`serial_number`, `parts[17].serial_number`).
 * A part at a site the caller does not reach (`reach`) is not named: the number is taken, that is all.
 */
export function serialConflictDetail(
  conflict: SerialConflict,
  fieldOf: (index: number) => string,
  reach: SiteReach = null,
): ErrorDetail {
  const field = fieldOf(conflict.index);
  if ('existing' in conflict && !reaches(reach, conflict.existing.siteId)) {
    return {
      field,
      code: 'duplicate_serial',
      message: `Serial number "${conflict.serial}" is already registered to another part of the account. Each part needs its own serial number; leave it empty if the part has none.`,
    };
  }
  if ('existing' in conflict) {
    const { id, internalLabel } = conflict.existing;
    return {
      field,
      code: 'duplicate_serial',
      message: `Serial number "${conflict.serial}" is already registered to "${internalLabel}" (${id}). Each part needs its own serial number; leave it empty if the part has none.`,
      existing_part: { id, internal_label: internalLabel },
    };
  }
  return {
    field,
    code: 'duplicate_serial',
    message: `Serial number "${conflict.serial}" is also given for ${fieldOf(conflict.sameAs).replace(/\.serial_number$/, '')} in this batch. Each part needs its own serial number.`,
  };
}
