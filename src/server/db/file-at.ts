import { closeSync, lstatSync, openSync, readlinkSync, readSync, statSync, type Stats } from 'node:fs';

/** What stands at a path where a small file belongs, read without following anything unexpected. */
export type FileAt =
  | { kind: 'absent' }
  | { kind: 'file'; text: string }
  | { kind: 'directory' }
  | { kind: 'dangling-link'; target: string }
  | { kind: 'unreadable'; reason: string };

/** The files checked are a few bytes (a pid, a version, an 8 kB control file): more is never needed. */
const READ_AT_MOST = 16 * 1024;

const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

function readStart(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(READ_AT_MOST);
    return buffer.subarray(0, readSync(fd, buffer, 0, READ_AT_MOST, 0)).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

export function fileAt(path: string): FileAt {
  let stat: Stats | undefined;
  try {
    stat = lstatSync(path);
    if (stat.isSymbolicLink()) stat = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return { kind: 'unreadable', reason: reasonOf(error) };
    if (!stat) return { kind: 'absent' };
    return { kind: 'dangling-link', target: readlinkSync(path) };
  }
  if (stat.isDirectory()) return { kind: 'directory' };
  // A pipe or a device would block a read, or never end.
  if (!stat.isFile()) return { kind: 'unreadable', reason: 'not a regular file' };
  try {
    return { kind: 'file', text: readStart(path) };
  } catch (error) {
    return { kind: 'unreadable', reason: reasonOf(error) };
  }
}

/** "…/PG_VERSION is a directory": the words for what is wrong with a path, for a start-up refusal. */
export function describeFileAt(path: string, at: Exclude<FileAt, { kind: 'file' }>): string {
  switch (at.kind) {
    case 'absent':
      return `${path} is missing`;
    case 'directory':
      return `${path} is a directory, not a file`;
    case 'dangling-link':
      return `${path} is a link to ${at.target}, which does not exist`;
    case 'unreadable':
      return `${path} cannot be read (${at.reason === 'EACCES' ? 'permission denied' : at.reason})`;
  }
}
