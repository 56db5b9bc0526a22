import { and, eq, inArray } from 'drizzle-orm';
import type { Part, PartStatus } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { readParts } from './part-events';

/**
 * The parts among `partIds` that are `from` (delivered, or still waiting for a pickup) go back
 * to their owner; returns them as they were, for their `part.updated` events.
 */
export async function handPartsBack(tx: DbOrTx, partIds: readonly string[], from: PartStatus): Promise<Part[]> {
  const before = (await readParts(tx, partIds)).filter((part) => part.status === from);
  if (before.length === 0) return before;
  const ids = before.map((part) => part.id);
  await tx
    .update(parts)
    .set({ status: 'with_customer' })
    .where(and(inArray(parts.id, ids), eq(parts.status, from)));
  return before;
}
