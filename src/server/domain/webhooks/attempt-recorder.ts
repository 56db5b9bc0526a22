import type { Db } from '#server/db/client';
import type { ClaimClock } from './delivery-claims';
import { recordAttempts, type AttemptMade } from './delivery-outcomes';

export interface AttemptRecorder {
  /** Resolves once the attempt is in the log (or rejects with why it could not be written). */
  record(attempt: AttemptMade): Promise<void>;
}

interface Waiting {
  attempt: AttemptMade;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes each attempt as soon as it ends, so the delivery log and the endpoint's health show it
 * while the other attempts of its round are still waiting for their receivers. One write at a time:
 * the attempts that end while one is written go together in the next (one statement for many, where
 * one statement each would queue behind each other on PGlite's single connection).
 */
export function attemptRecorder(db: Db, clock: () => ClaimClock): AttemptRecorder {
  const waiting: Waiting[] = [];
  let writing = false;
  const writeAll = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0);
      try {
        await recordAttempts(
          db,
          batch.map((entry) => entry.attempt),
          clock(),
        );
        for (const entry of batch) entry.written();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    writing = false;
  };
  return {
    record: (attempt) =>
      new Promise<void>((written, failed) => {
        waiting.push({ attempt, written, failed });
        if (!writing) void writeAll();
      }),
  };
}
