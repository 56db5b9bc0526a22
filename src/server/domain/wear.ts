import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { parts } from '../db/schema';
import { newId } from './ids';

/**
 * Edges dull while in use: each call adds one wear point to a small sample of
 * parts with their owners. The sample starts at a random id (ids are random),
 * so it walks the primary key instead of scanning the table.
 */
export async function growWear(db: Db, sampleSize = 3): Promise<number> {
  const start = newId('part');
  const sample = db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.status, 'with_customer'), lt(parts.wearLevel, 100), gte(parts.id, start)))
    .orderBy(parts.id)
    .limit(sampleSize);
  const grown = await db
    .update(parts)
    .set({ wearLevel: sql`${parts.wearLevel} + 1` })
    .where(inArray(parts.id, sample))
    .returning({ id: parts.id });
  return grown.length;
}
