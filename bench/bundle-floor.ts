/**
 * npm run bench:bundle-floor — the smallest initial JS the portal's stack allows (React 19,
 * react-dom, TanStack Router and TanStack Query in one tiny app, scripts/bundle-floor.ts).
 * Whatever the portal adds on top of this is its own code and zod; the bundle budget holds
 * the portal's initial JS to a ratio of it.
 */
import { buildFloorBytes } from '../scripts/bundle-floor';
import { runScript } from './run-script';

async function main(): Promise<number> {
  const bytes = await buildFloorBytes();
  console.log(
    `framework floor (React + react-dom + TanStack Router + TanStack Query + zod/mini): ${(bytes / 1024).toFixed(1)} kB gzip`,
  );
  return 0;
}

runScript(main);
