import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiDevServer } from './scripts/vite-api-dev-server';
import { labelFonts } from './scripts/vite-label-fonts';
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
      // A screen's component and loader (with the queries and response schemas only it
      // uses) load together with the screen; its loading, failed and not-found states stay
      // in the first load so they show without a request of their own (the network may be
      // what failed). The signed-in layout is on every cold load, so it isn't split; sign-in
      // is split: a signed-in visit never needs it, and a cold /sign-in names its file in
      // the HTML (route-preloads).
      codeSplittingOptions: {
        defaultBehavior: [['component', 'loader', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        splitBehavior: ({ routeId }) => (routeId === '/_portal' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    apiDevServer(),
    routePreloads(),
    labelFonts(),
    precompressAssets(),
  ],
  // The label sheet's worker imports pdf-lib and the QR encoder as modules.
  worker: { format: 'es' },
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
