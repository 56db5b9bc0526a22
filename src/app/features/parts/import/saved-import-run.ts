import { readDraft, removeDraft, writeDraft } from '#app/lib/storage/portal-drafts';
import type { ImportRun } from './run-import';

/** A run as this browser keeps it while it is under way: enough to send the rest after a reload. */
export interface SavedImportRun {
  run: ImportRun;
  sourceName: string | null;
  savedAt: string;
}

/** One run at a time per person and account (another person signing in on this browser never sees it). */
const draftName = (accountId: string, userId: string) => `import-run:${accountId}:${userId}`;

function isSavedRun(value: unknown): value is SavedImportRun {
  const run = (value as SavedImportRun | null)?.run;
  return (
    typeof run?.importId === 'string' &&
    Array.isArray(run.batches) &&
    run.batches.every((batch) => typeof batch.key === 'string' && Array.isArray(batch.parts) && Array.isArray(batch.rows))
  );
}

/** The run this person left unfinished here, or null (none, finished, or unreadable). */
export function loadSavedRun(accountId: string, userId: string): SavedImportRun | null {
  const saved = readDraft<unknown>(draftName(accountId, userId));
  if (!isSavedRun(saved) || saved.run.batches.every((batch) => batch.done)) return null;
  return saved;
}

/** Kept before the first batch is sent and after each one is answered, so a reload knows which are done. */
export function saveRun(accountId: string, userId: string, run: ImportRun, sourceName: string | null): void {
  writeDraft(draftName(accountId, userId), { run, sourceName, savedAt: new Date().toISOString() } satisfies SavedImportRun);
}

export function forgetRun(accountId: string, userId: string): void {
  removeDraft(draftName(accountId, userId));
}
