import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// wasm too: the label scanner's QR reader is 1 MB of WebAssembly, a third of that compressed.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
/** Below this, the Content-Encoding header and a second file cost more than they save. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes name.br and name.gz beside each text asset of the portal build, once,
 * at maximum compression; the server serves them to browsers that accept them
 * (serveStatic's `precompressed`), so no request pays for compressing.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist/portal';
  return {
    name: 'whetstone:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
