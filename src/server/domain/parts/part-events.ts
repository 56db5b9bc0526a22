import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Part } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { partHistory, parts } from '#server/db/schema/parts';
import { recordEvent, recordEvents, type EventTx } from '#server/domain/events/event-transaction';
import type { NewEvent } from '#server/domain/events/record-event';
import { toPart, type PartHistoryRow } from './part-mappers';
import { openOrdersOf } from './part-open-orders';
import { getPart } from './part-queries';

type PartChange = 'part.created' | 'part.updated' | 'part.retired';

const DESCRIPTIVE = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;
/** What an order's steps change in a part: where it is, and (once serviced) its wear and service record. */
const SERVICED = ['status', 'wear_level', 'sharpening_count', 'last_serviced_at', 'forecast_due_at', 'forecast_basis'] as const;

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
  const open = await openOrdersOf(tx, [partId]);
  return toPart(row, history, open.get(partId) ?? null);
}

/** Parts as GET /v1/parts/:id answers them, in the order of `ids` (two statements for any number). */
export async function readParts(tx: DbOrTx, ids: readonly string[]): Promise<Part[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(parts)
    .where(inArray(parts.id, [...ids]));
  const history = await tx
    .select()
    .from(partHistory)
    .where(inArray(partHistory.partId, [...ids]))
    .orderBy(asc(partHistory.completedAt), asc(partHistory.id));
  const historyOf = new Map<string, PartHistoryRow[]>();
  for (const entry of history) historyOf.set(entry.partId, [...(historyOf.get(entry.partId) ?? []), entry]);
  const open = await openOrdersOf(tx, ids);
  const byId = new Map(rows.map((row) => [row.id, toPart(row, historyOf.get(row.id) ?? [], open.get(row.id) ?? null)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `part.updated` with the fields that changed; null when none did (a change to the same values). */
export function partUpdatedEvent(accountId: string, before: Part, after: Part, at: Date): NewEvent | null {
  const previous = changedFields(before, after, DESCRIPTIVE);
  return previous && { accountId, type: 'part.updated', object: after, previous, at };
}

/**
 * `part.updated` for each part an order step moved (or serviced), with what the step changed:
 * the parts are read before the step (`before`) and again after it, in the step's transaction.
 */
export async function recordPartsMoved(
  tx: EventTx,
  accountId: string,
  before: readonly Part[],
  at: Date,
  actor?: string,
): Promise<void> {
  const after = new Map(
    (
      await readParts(
        tx,
        before.map((part) => part.id),
      )
    ).map((part) => [part.id, part]),
  );
  const batch: NewEvent[] = [];
  for (const part of before) {
    const now = after.get(part.id);
    const previous = now && changedFields(part, now, SERVICED);
    if (now && previous) batch.push({ accountId, type: 'part.updated', object: now, previous, ...(actor && { actor }), at });
  }
  recordEvents(tx, batch);
}

/** A part change's event, the part as GET /v1/parts/:id answers it. */
export function recordPartEvent(
  tx: EventTx,
  accountId: string,
  type: PartChange,
  part: Part,
  at: Date,
  previous?: Record<string, unknown>,
): void {
  recordEvent(tx, { accountId, type, object: part, ...(previous && { previous }), at });
}

export interface CrossedDue {
  accountId: string;
  id: string;
  wearBefore: number;
}

/** `part.due` for parts whose wear has just reached the due level, each as it is now. */
export async function recordPartsDue(tx: EventTx, crossed: readonly CrossedDue[], at: Date): Promise<void> {
  const batch: NewEvent[] = [];
  for (const { accountId, id, wearBefore } of crossed) {
    const part = await getPart(tx, accountId, id);
    if (part) batch.push({ accountId, type: 'part.due', object: part, previous: { wear_level: wearBefore }, at });
  }
  recordEvents(tx, batch);
}
