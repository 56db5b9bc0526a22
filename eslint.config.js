import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**'] }] },
  },
  {
    // Layers go one way on the server: http → domain → db. Tests may drive the domain through the HTTP kit.
    files: ['src/server/domain/**/*.ts', 'src/server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'The server never imports the portal.' },
            {
              group: ['**/http/**'],
              message: 'domain and db never import http: errors live in server/api-error.ts, dependencies in server/app-deps.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/server/**'] }] },
  },
);
