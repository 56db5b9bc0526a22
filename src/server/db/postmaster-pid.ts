import { join } from 'node:path';
import { StartupRefused } from './data-dir-lock';
import { describeFileAt, fileAt } from './file-at';

/**
 * PGlite refuses a data folder whose postmaster.pid it cannot parse with only
 * "PGlite failed to initialize properly". Whoever holds the folder's lock is
 * the only process that may use it, so such a file was left by a crash (or a
 * person): say which file it is and what to do, instead of the bare failure.
 */
export function checkPostmasterPid(pgliteDir: string): void {
  const file = join(pgliteDir, 'postmaster.pid');
  const at = fileAt(file);
  if (at.kind === 'absent') return; // a clean shutdown or a new folder
  if (at.kind === 'file' && /^-?\d+\n/.test(at.text)) return; // a complete file from a crashed run: PGlite starts over it
  const noOther = 'No other Whetstone process holds this data folder (checked), so nothing needs it:';
  if (at.kind === 'directory') {
    throw new StartupRefused(
      `${describeFileAt(file, at)}: PGlite keeps the process id of the server using ${pgliteDir} in a file there, ` +
        `and cannot open the folder while a directory stands in its way. ${noOther} move it out of ${pgliteDir} ` +
        '(or delete it) and start again. The database is not in it.',
    );
  }
  const problem = at.kind === 'file' ? `${file} is damaged (its first line should be a process id)` : describeFileAt(file, at);
  throw new StartupRefused(
    `${problem}, so PGlite cannot open ${pgliteDir}. ${noOther} ` +
      `delete ${file}${at.kind === 'unreadable' ? ' (or fix its permissions)' : ''} and start again. Your data is not in that file.`,
  );
}
