import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Test files under `root`, as paths from the repository root. */
function testFilesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file}`);
}

const source = (file: string) => readFileSync(file, 'utf8');
/** What opens a database: the test kits, a server module that opens one, a server process. */
const OPENS_DATABASE =
  /\/(test-app|test-database|v1-test-kit|webhook-kit|access-kit|postgres-test-database)'|\bopenDatabase\(|\bstartServer\(|\bspawn\(/;
const REACHES_POSTGRES =
  /\/(test-app|test-database|v1-test-kit|webhook-kit|access-kit|postgres-test-database)'|DATABASE_URL|databaseUrl/;

/**
 * The names are the contract (config/test-files.ts): these checks read the sources only to say
 * when a name is wrong, so a file that opens a database cannot slip into the unit projects.
 */
describe('test file names', () => {
  const server = testFilesUnder('src/server');
  const app = testFilesUnder('src/app');

  it('a server test that opens a database is *.db.test.ts, or *.pglite.test.ts when it reaches no PostgreSQL', () => {
    const wrong = server.filter((file) => {
      const text = source(file);
      if (file.endsWith('.db.test.ts')) return !OPENS_DATABASE.test(text) || !REACHES_POSTGRES.test(text);
      if (file.endsWith('.pglite.test.ts')) return !OPENS_DATABASE.test(text) || REACHES_POSTGRES.test(text);
      return OPENS_DATABASE.test(text);
    });
    expect(wrong).toEqual([]);
  });

  it('a portal test that replaces a module is *.mocks.test.ts(x), and only such a test', () => {
    const wrong = app.filter((file) => /\.mocks\.test\.tsx?$/.test(file) !== /\bvi\.mock\(/.test(source(file)));
    expect(wrong).toEqual([]);
  });
});
