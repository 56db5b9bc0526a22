import { readdirSync, readFileSync } from 'node:fs';

/** Test files under `root` (a folder of src/), as paths from the repository root. */
function testFilesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file}`);
}

const contains = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(file, 'utf8'));

/** Portal test files that replace a module with vi.mock: they need a module cache of their own. */
export const appTestsWithModuleMocks = testFilesUnder('src/app').filter(contains(/\bvi\.mock\(/));

/** An import of the test kits that open a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
const TEST_DATABASE_KIT = /\/(test-app|test-database|v1-test-kit|postgres-test-database)'/.source;

/**
 * Server test files that open a database (through the test app, the test database or the v1 kit, or
 * a server process of their own): these run again on PostgreSQL and stay out of `npm run test:quick`.
 */
export const serverTestsWithDatabase = testFilesUnder('src/server').filter(
  contains(new RegExp(`${TEST_DATABASE_KIT}|\\bopenDatabase\\(|\\bstartServer\\(|\\bspawn\\(`)),
);

/**
 * Of those, the files whose only databases are PGlite data folders (a server process on DATA_DIR,
 * the folder lock, a damaged folder). They never reach PostgreSQL, so the PostgreSQL pass leaves
 * them out instead of repeating the same PGlite work.
 */
const reachesPostgres = contains(new RegExp(`${TEST_DATABASE_KIT}|DATABASE_URL|databaseUrl`));
export const pgliteFolderTests = serverTestsWithDatabase.filter((file) => !reachesPostgres(file));
