import { cpSync, rmSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/** open-database.ts reads `./migrations` beside the running module, so ship them beside main.js. */
function copyMigrations(): Plugin {
  return {
    name: 'whetstone:copy-migrations',
    apply: 'build',
    closeBundle() {
      rmSync('dist/server/migrations', { recursive: true, force: true });
      cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
    },
  };
}

/**
 * The server as ESM for Node 20: main.js, and pglite-worker.js beside it (the
 * database thread's entry). npm dependencies stay external (installed beside it).
 */
export default defineConfig({
  publicDir: false,
  plugins: [copyMigrations()],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
});
