// `npm start`: build when the build is missing, then run the production server
// (API + built portal on PORT, content host on CDN_PORT) in this process.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const portalIndex = resolve(root, 'dist/portal/index.html');
const serverEntry = resolve(root, 'dist/server/main.js');

if (!existsSync(portalIndex) || !existsSync(serverEntry)) {
  console.log('No production build found: running `npm run build` first.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

process.env.PORTAL_DIR ??= resolve(root, 'dist/portal');
await import(pathToFileURL(serverEntry).href);
