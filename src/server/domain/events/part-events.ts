import { and, asc, eq } from 'drizzle-orm';
import type { Part } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { partHistory, parts } from '#server/db/schema/parts';
import { toPart } from '#server/domain/parts/part-mappers';
import { getPart } from '#server/domain/parts/part-queries';
import { recordEvent, recordEvents, type NewEvent } from './record-event';

type PartChange = 'part.created' | 'part.updated' | 'part.retired';

const DESCRIPTIVE = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;

/** The fields whose value changed, with their values before; null when none did. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  const previous = Object.fromEntries(fields.filter((field) => before[field] !== after[field]).map((f) => [f, before[f]]));
  return Object.keys(previous).length > 0 ? previous : null;
}

/** The part as GET /v1/parts/:id answers it, with its row locked until the transaction ends; null when not this account's. */
export async function lockPart(tx: DbOrTx, accountId: string, partId: string): Promise<Part | null> {
  const [row] = await tx
    .select()
    .from(parts)
    .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)))
    .for('update');
  if (!row) return null;
  const history = await tx
    .select()
    .from(partHistory)
    .where(eq(partHistory.partId, partId))
    .orderBy(asc(partHistory.completedAt), asc(partHistory.id));
  return toPart(row, history);
}

/** `part.updated` with the fields that changed; null when none did (a change to the same values). */
export function partUpdatedEvent(accountId: string, before: Part, after: Part, at: Date): NewEvent | null {
  const previous = changedFields(before, after, DESCRIPTIVE);
  return previous && { accountId, type: 'part.updated', object: after, previous, at };
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
