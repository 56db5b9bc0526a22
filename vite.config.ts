import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiDevServer } from './scripts/vite-api-dev-server';
import { portalCodeSplitting } from './scripts/vite-portal-chunks';
import { precompressAssets } from './scripts/vite-precompress';
import { routePreloads } from './scripts/vite-route-preloads';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      // Only screens are lazy: their loading, failed and not-found states must show
      // without a request of their own (the network may be what failed). Sign-in and
      // the signed-in layout are on every cold load, so they aren't split at all.
      codeSplittingOptions: {
        defaultBehavior: [['component']],
        splitBehavior: ({ routeId }) => (routeId === '/sign-in' || routeId === '/_portal' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    apiDevServer(),
    routePreloads(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist/portal',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: portalCodeSplitting(fileURLToPath(new URL('./src/app/main.tsx', import.meta.url))) },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
});
