import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { StartupRefused } from './data-dir-lock';
import { describeFileAt, fileAt } from './file-at';

const CHANGED_NOTHING = 'Whetstone stopped before PGlite touched the folder and changed nothing in it.';

/** Before anything is created: PGlite's folder must be a folder (or not exist yet). */
export function checkIsFolder(pgliteDir: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(pgliteDir).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new StartupRefused(
      `${pgliteDir} cannot be read (${(error as NodeJS.ErrnoException).code}): fix it, or set DATA_DIR to another folder.`,
    );
  }
  if (!isFolder) {
    throw new StartupRefused(
      `${pgliteDir} is a file, not a folder: PGlite keeps the database in a folder at that path. ` +
        'Move the file away, or set DATA_DIR to another folder, and start again.',
    );
  }
}

/**
 * The two files PGlite reads first, checked while the folder is locked and before PGlite opens it.
 * PGlite decides whether a folder is new by PG_VERSION alone: without it, it creates an empty
 * database over whatever the folder holds, so a missing PG_VERSION beside a database is refused.
 * A damaged file otherwise ends in "PGlite failed to initialize properly" or "Aborted()".
 */
export function checkDatabaseFiles(pgliteDir: string): void {
  const versionFile = join(pgliteDir, 'PG_VERSION');
  const version = fileAt(versionFile);
  const copyVersion =
    'restore it from a backup, or copy PG_VERSION from a new data folder made by the same Whetstone version ' +
    '(it holds one line, the PostgreSQL major version)';
  if (version.kind === 'absent') {
    if (!existsSync(join(pgliteDir, 'base')) && !existsSync(join(pgliteDir, 'global'))) return; // a new folder
    throw new StartupRefused(
      `${versionFile} is missing, but ${pgliteDir} holds a database (base/ and global/ are there): PGlite would take ` +
        `the folder for a new one and create an empty database over yours. ${CHANGED_NOTHING} If Whetstone has ` +
        `served from this folder, put the file back: ${copyVersion}. If its first start never finished (the folder ` +
        `holds no data yet), delete ${pgliteDir} and start again.`,
    );
  }
  if (version.kind !== 'file' || !/^\d+\n?$/.test(version.text)) {
    const problem = version.kind === 'file' ? `${versionFile} is damaged` : describeFileAt(versionFile, version);
    throw new StartupRefused(
      `${problem}; it should hold one line, the PostgreSQL major version, and PGlite cannot open ${pgliteDir} ` +
        `without it. ${CHANGED_NOTHING} Put the file back (${version.kind === 'directory' ? 'move the directory away, then ' : ''}` +
        `${copyVersion}) and start again.`,
    );
  }
  const controlFile = join(pgliteDir, 'global', 'pg_control');
  const control = fileAt(controlFile);
  if (control.kind === 'file') return;
  throw new StartupRefused(
    `${describeFileAt(controlFile, control)}. It is PostgreSQL's control file, the record of the database's state, ` +
      `and cannot be rebuilt: restore ${pgliteDir} from a backup, or move the folder away to start with an empty ` +
      `database. ${CHANGED_NOTHING}`,
  );
}
