import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_LENGTH = 32;
/** One line of printable characters, no spaces. */
const SECRET_PATTERN = new RegExp(`^[\\x21-\\x7e]{${MIN_SECRET_LENGTH},}$`);

/** The secret, or a sentence naming the file, what is wrong and what to do. */
export type SecretFromFile = { secret: string } | { problem: string };

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;
const NEW_SECRET_COSTS = 'cursors, invoice PDF links and saved idempotent responses made under the old one stop working';

/** What stands at the secret's path; undefined when nothing does. */
function readStored(file: string, dataDir: string): SecretFromFile | undefined {
  let stat;
  try {
    stat = lstatSync(file);
    if (stat.isSymbolicLink()) stat = statSync(file);
  } catch (error) {
    if (codeOf(error) === 'ENOTDIR')
      return { problem: `DATA_DIR (${dataDir}) is a file, not a folder: move it away or set DATA_DIR to a folder.` };
    if (codeOf(error) !== 'ENOENT')
      return { problem: `${file} cannot be read (${codeOf(error)}); fix it, or set SESSION_SECRET.` };
    if (!stat) return undefined;
    return {
      problem:
        `${file} is a link to ${readlinkSync(file)}, which does not exist. Restore that file, or set SESSION_SECRET, ` +
        `or delete the link to generate a new secret (${NEW_SECRET_COSTS}).`,
    };
  }
  if (stat.isDirectory()) {
    return {
      problem:
        `${file} is a directory, not the file holding the secret. Move it out of ${dataDir} to generate a new secret ` +
        `(${NEW_SECRET_COSTS}), or set SESSION_SECRET.`,
    };
  }
  // A pipe would block the read for ever.
  if (!stat.isFile()) return { problem: `${file} is not a regular file; move it away, or set SESSION_SECRET.` };
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    const fix =
      codeOf(error) === 'EACCES'
        ? 'give the user running Whetstone read access to it (mode 0600, owned by that user)'
        : 'restore it';
    return { problem: `${file} cannot be read (${codeOf(error)}): ${fix}, or set SESSION_SECRET.` };
  }
  if (SECRET_PATTERN.test(stored)) return { secret: stored };
  return {
    problem:
      `${file} is damaged (it should hold one line of at least ${MIN_SECRET_LENGTH} characters). Restore it from a backup, ` +
      `or set SESSION_SECRET, or delete the file to generate a new secret (${NEW_SECRET_COSTS}).`,
  };
}

/**
 * The secret kept (mode 0600) in the data folder, generated on first start. A file that is there but unusable is
 * never replaced: a new secret would silently invalidate every cursor, PDF link and saved idempotent response.
 */
export function secretFromDataDir(dataDir: string): SecretFromFile {
  const file = join(dataDir, 'session-secret');
  const stored = readStored(file, dataDir);
  if (stored) return stored;
  const secret = randomBytes(48).toString('base64url');
  // Written whole under another name, then linked into place: a crash mid-write
  // never leaves half a secret, and of two first starts the second reads the first's.
  const partial = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(partial, `${secret}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    linkSync(partial, file);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return readStored(file, dataDir) ?? { problem: `${file} vanished while it was being read.` };
    return {
      problem:
        `${file} cannot be written (${codeOf(error)}): free some space on its disk, or let the user running Whetstone ` +
        `write to ${dataDir}, or set SESSION_SECRET.`,
    };
  } finally {
    rmSync(partial, { force: true });
  }
  return { secret };
}
