import { and, eq } from 'drizzle-orm';
import type { Part } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { getPart } from '#server/domain/parts/part-queries';
import { recordEvent, recordEvents, type NewEvent } from './record-event';

type PartChange = 'part.created' | 'part.updated' | 'part.retired';

/** The fields whose value changed, with their values before; null when none did. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  const previous = Object.fromEntries(fields.filter((field) => before[field] !== after[field]).map((f) => [f, before[f]]));
  return Object.keys(previous).length > 0 ? previous : null;
}

const DESCRIPTIVE = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;
type DescriptiveFields = Pick<Part, (typeof DESCRIPTIVE)[number]>;

/** The fields a PATCH may change, as they are before it, with the row locked until the transaction ends. */
export async function lockDescriptiveFields(
  tx: DbOrTx,
  accountId: string,
  partId: string,
): Promise<DescriptiveFields | undefined> {
  const [row] = await tx
    .select({
      internal_label: parts.internalLabel,
      serial_number: parts.serialNumber,
      manufacturer: parts.manufacturer,
      model: parts.model,
    })
    .from(parts)
    .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)))
    .for('update');
  return row;
}

/** `part.updated` with the fields that changed; nothing when none did (an empty or same-value PATCH). */
export async function recordPartUpdated(
  tx: DbOrTx,
  accountId: string,
  before: DescriptiveFields | undefined,
  part: Part | null,
  at: Date,
): Promise<void> {
  const previous = before && part && changedFields(before, part, DESCRIPTIVE);
  if (part && previous) await recordPartEvent(tx, accountId, 'part.updated', part, at, previous);
}

/** A part change's event, the part as GET /v1/parts/:id answers it. */
export async function recordPartEvent(
  tx: DbOrTx,
  accountId: string,
  type: PartChange,
  part: Part,
  at: Date,
  previous?: Record<string, unknown>,
): Promise<void> {
  await recordEvent(tx, { accountId, type, object: part, ...(previous && { previous }), at });
}

/**
 * `part.created` for parts registered together (the batch import calls this in its transaction),
 * in one statement.
 */
export async function recordPartsCreated(tx: DbOrTx, accountId: string, created: readonly Part[], at: Date): Promise<void> {
  await recordEvents(
    tx,
    created.map((part) => ({ accountId, type: 'part.created', object: part, at })),
  );
}

export interface CrossedDue {
  accountId: string;
  id: string;
  wearBefore: number;
}

/** `part.due` for parts whose wear has just reached the due level, each as it is now. */
export async function recordPartsDue(tx: DbOrTx, crossed: readonly CrossedDue[], at: Date): Promise<void> {
  const batch: NewEvent[] = [];
  for (const { accountId, id, wearBefore } of crossed) {
    const part = await getPart(tx, accountId, id);
    if (part) batch.push({ accountId, type: 'part.due', object: part, previous: { wear_level: wearBefore }, at });
  }
  await recordEvents(tx, batch);
}
