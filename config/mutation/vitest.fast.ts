import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The fast mutation pass (npm run test:mutation:fast): the pure folders' own unit tests, without
 * the PGlite-backed server suite, so Stryker's first run and each mutant take seconds.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: [
            'src/app/lib/**/*.test.{ts,tsx}',
            'src/app/features/**/api/*.test.{ts,tsx}',
            'src/app/features/**/*-{query,queries,rules,search}.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/contract/**/*.test.ts', 'src/server/domain/lists/pagination.test.ts'],
        },
      },
    ],
  },
});
