import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_SQL = 'Only src/server/domain writes SQL: call a domain function instead.';

// A feature's public surface is its root files and its api/ folder (the query factories every screen may read);
// its screen folders (list/, detail/, new/, …) are its own business.
const FEATURES = 'src/app/features';
const PUBLIC_FEATURE_FOLDERS = new Set(['api']);
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders(FEATURES);
const featureInternals = features.flatMap((owner) =>
  folders(`${FEATURES}/${owner}`)
    .filter((folder) => !PUBLIC_FEATURE_FOLDERS.has(folder))
    .map((folder) => ({ owner, path: `${FEATURES}/${owner}/${folder}` })),
);

/** Layer rules that hold for every file, tests included. */
const zonesForAll = [
  {
    target: 'src/app',
    from: 'src/server',
    message: 'The portal talks to the server over HTTP only; share types through src/contract.',
  },
  { target: 'src/server', from: 'src/app', message: 'The server never imports the portal.' },
  { target: 'src/contract', from: ['src/app', 'src/server'], message: 'The contract depends on nothing but zod.' },
  {
    target: ['src/app/components', 'src/app/lib'],
    from: FEATURES,
    message: 'Shared portal code never imports a feature; move what both need into components/ or lib/.',
  },
  ...features.flatMap((feature) =>
    featureInternals
      .filter((internal) => internal.owner !== feature)
      .map((internal) => ({
        target: `${FEATURES}/${feature}`,
        from: internal.path,
        message: `Another feature's screens are its own: import its root files or api/, or move what both need to components/ or lib/.`,
      })),
  ),
];

/** Server layers go one way (http → domain → db); tests may drive the domain through the HTTP kit and arrange rows directly. */
const zonesForProduction = [
  {
    target: ['src/server/domain', 'src/server/db'],
    from: 'src/server/http',
    message: 'domain and db never import http: errors live in server/api-error.ts, dependencies in server/app-deps.ts.',
  },
  {
    target: ['src/server/http', 'src/server/cdn', 'src/server/auth', 'src/server/config', 'src/server/*.ts'],
    from: ['src/server/db/schema', 'src/server/db/all-tables.ts'],
    message: NO_SQL,
  },
  {
    target: ['src/server/domain', 'src/server/db'],
    from: 'src/server/sandbox',
    message: 'The sandbox room (simulator, its clock, ops orders, the seed) drives the domain; the domain never imports it.',
  },
  {
    target: [
      'src/server/*.ts',
      ...['auth', 'cdn', 'config', 'db', 'domain', 'http', 'testing'].map((room) => `src/server/${room}`),
    ],
    from: 'src/server/sandbox/seed',
    message: 'Only the sandbox room imports the seed.',
  },
  {
    target: [
      'src/server/*.ts',
      ...['auth', 'cdn', 'config', 'db', 'domain', 'http', 'sandbox'].map((room) => `src/server/${room}`),
    ],
    from: 'src/server/testing',
    message: 'Production code never imports test kits; they live in src/server/testing for tests.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/app/route-tree.gen.ts',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      '.data*',
      '.bundle-floor',
      '.stryker-tmp',
      'reports',
      // Deliberate violations that config/lint-rules.test.ts lints on purpose.
      'config/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A preload for `node --require` (which, unlike --import, also runs in worker threads) is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'config/**/*.{ts,mjs}', '*.{ts,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Without these, import-x reads only .js modules when it follows imports (no-cycle would see no TypeScript cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zonesForAll }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zonesForAll, ...zonesForProduction] }] },
  },
  {
    // A promise an e2e test does not await (a request, a route handler's fetch) can outlive its page or
    // test and fail another one: every promise there is awaited or explicitly handled.
    files: ['e2e/**/*.ts'],
    languageOptions: { parserOptions: { project: './config/tsconfig.node.json', tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    // Only domain/ (and db/, the sandbox room, testing/) writes SQL; tests may arrange rows directly.
    files: ['src/server/*.ts', 'src/server/{http,cdn,auth,config}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: NO_SQL }],
          patterns: [{ group: ['drizzle-orm/*'], message: NO_SQL }],
        },
      ],
    },
  },
);
