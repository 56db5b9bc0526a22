import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { eventRecordingOn } from './event-recording';

/**
 * Runs a change and its event in one transaction: the caller's when it has one (an idempotent
 * request runs in one already, so no savepoint is added), else a new one. With recording off (a
 * benchmark's baseline) the change runs exactly as it would without events.
 */
export function withinTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction || !eventRecordingOn()) return work(db);
  return db.transaction(work);
}
