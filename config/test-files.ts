/**
 * Which Vitest project a test file belongs to is said by its name, never read from its source:
 *
 * - `*.mocks.test.ts(x)` in src/app: a portal test that replaces a module with `vi.mock`, so it
 *   needs a module cache of its own (project `app-mocks`);
 * - `*.db.test.ts` in src/server: a server test that opens a database (the test app, the test
 *   database, the v1 kit, or a server process of its own): project `server`, run again on
 *   PostgreSQL and left out of `npm run test:quick`;
 * - `*.pglite.test.ts` in src/server: one whose only databases are PGlite data folders (a server
 *   process on DATA_DIR, the folder lock, a damaged folder): project `server-pglite`, which the
 *   PostgreSQL pass leaves out instead of repeating the same PGlite work;
 * - any other `*.test.ts`: a unit test (projects `app` and `server-unit`).
 *
 * config/test-files.test.ts checks that each file's name says what it does.
 */
export const APP_TESTS = 'src/app/**/*.test.{ts,tsx}';
export const APP_MOCK_TESTS = 'src/app/**/*.mocks.test.{ts,tsx}';
export const SERVER_TESTS = [
  'src/server/**/*.test.ts',
  'src/contract/**/*.test.ts',
  'config/**/*.test.ts',
  'scripts/**/*.test.ts',
];
export const SERVER_DATABASE_TESTS = 'src/server/**/*.db.test.ts';
export const SERVER_PGLITE_FOLDER_TESTS = 'src/server/**/*.pglite.test.ts';
