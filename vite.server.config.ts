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

/** The server as one ESM file for Node 20; npm dependencies stay external (installed beside it). */
export default defineConfig({
  publicDir: false,
  plugins: [copyMigrations()],
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
