import { statfsSync } from 'node:fs';
import { StartupRefused } from './data-dir-lock';

/** What PGlite was doing when it failed: opening (or creating) the database, or running the migrations. */
export type OpenPhase = 'opening' | 'creating' | 'migrating';

const DISK_FULL = /ENOSPC|EDQUOT|no space left on device|disk quota exceeded/i;
/** PostgreSQL's disk_full. */
const DISK_FULL_CODE = '53100';
/**
 * A write PostgreSQL cannot do at start-up (its checkpoint, its log) is a PANIC, which ends PGlite with
 * a bare "Aborted()": less free space than one 16 MB log segment and some room then tells what happened.
 */
const TOO_LITTLE_FREE = 64 * 1024 * 1024;

/** The error and its causes, outermost first (drizzle wraps a failed query's error as its cause). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at !== undefined && chain.length < 5; at = (at as { cause?: unknown }).cause) chain.push(at);
  return chain;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Bytes free for this user on the disk holding `dir`; undefined when the system cannot say. */
export function freeBytesAt(dir: string): number | undefined {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/**
 * A failure PGlite reports from a folder that passed the checks, said with the folder and what to do:
 * a full disk says so (PostgreSQL's message sits under drizzle's "Failed query"), anything else while
 * opening names the folder. A migration that fails for another reason keeps its own error: that is a bug.
 */
export function explainOpenFailure(error: unknown, pgliteDir: string, phase: OpenPhase, freeBytes?: number): unknown {
  if (error instanceof StartupRefused) return error;
  const chain = chainOf(error);
  const full = chain.find((e) => (e as { code?: unknown }).code === DISK_FULL_CODE || DISK_FULL.test(messageOf(e)));
  const nearlyFull = freeBytes !== undefined && freeBytes < TOO_LITTLE_FREE;
  if (full || nearlyFull) {
    const detail = full
      ? messageOf(full).split('\n')[0]
      : `${Math.floor(freeBytes! / 1024)} kB free; PGlite said: ${messageOf(chain.at(-1)).split('\n')[0]}`;
    const after = {
      opening: 'could not open the database. Nothing in the folder was removed',
      creating: 'could not create the database. What it had written was removed, so the folder is as it was',
      migrating: 'stopped while migrating the database and rolled the migration back. Nothing in the folder was removed',
    }[phase];
    return new StartupRefused(
      `The disk holding ${pgliteDir} is full (${detail}), so PGlite ${after}: ` + 'free some space on that disk and start again.',
    );
  }
  if (phase === 'migrating') return error;
  const what = phase === 'creating' ? 'create a database in' : 'open the database in';
  return new StartupRefused(
    `PGlite could not ${what} ${pgliteDir} (${messageOf(chain.at(-1))}). ` +
      (phase === 'creating'
        ? 'What it had written was removed, so the folder is as it was.'
        : 'Whetstone removed and replaced nothing in the folder. If it was copied, restored or edited by hand, it may ' +
          'be incomplete or damaged: restore it from a backup, or move it away to start with an empty database.'),
  );
}
