import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupRefused } from './data-dir-lock';

/**
 * PGlite refuses a data folder whose postmaster.pid it cannot parse with only
 * "PGlite failed to initialize properly". Whoever holds the folder's lock is
 * the only process that may use it, so such a file was left by a crash: say
 * which file it is and what to do, instead of the bare failure.
 */
export function checkPostmasterPid(pgliteDir: string): void {
  const file = join(pgliteDir, 'postmaster.pid');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return; // absent: a clean shutdown or a new folder
  }
  if (/^-?\d+\n/.test(text)) return; // a complete file from a crashed run: PGlite starts over it
  throw new StartupRefused(
    `${file} is damaged (its first line should be a process id), so PGlite cannot open ${pgliteDir}. ` +
      'No other Whetstone process holds this data folder (checked), so the file is left over from a crash: ' +
      `delete ${file} and start again. Your data is not in that file.`,
  );
}
