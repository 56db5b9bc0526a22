import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiDevServer } from './scripts/vite-api-dev-server';
import { precompressAssets } from './scripts/vite-precompress';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    apiDevServer(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist/portal',
    manifest: true,
    sourcemap: false,
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
});
