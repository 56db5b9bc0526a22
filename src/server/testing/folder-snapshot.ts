import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every entry under `dir` (path, kind, permissions, and a digest of each file's bytes or a
 * link's target), so a test can show that a refused start left a folder exactly as it was.
 */
export function snapshotFolder(dir: string): string[] {
  const entries: string[] = [];
  const walk = (relative: string) => {
    const path = join(dir, relative);
    const stat = lstatSync(path);
    const mode = (stat.mode & 0o7777).toString(8);
    if (stat.isSymbolicLink()) entries.push(`${relative} link ${readlinkSync(path)}`);
    else if (stat.isDirectory()) {
      entries.push(`${relative}/ ${mode}`);
      for (const name of readdirSync(path).sort()) walk(join(relative, name));
    } else if (!stat.isFile())
      entries.push(`${relative} ${mode} special`); // a pipe would block the read
    else {
      // An unreadable file (chmod 000 for a user other than root) is described by its size alone.
      let digest = `${stat.size} bytes`;
      try {
        digest = createHash('sha256').update(readFileSync(path)).digest('hex');
      } catch {
        // keep the size
      }
      entries.push(`${relative} ${mode} ${digest}`);
    }
  };
  walk('.');
  return entries;
}
