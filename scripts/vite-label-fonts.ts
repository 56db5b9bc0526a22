import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  LABEL_FONTS_MANIFEST_PATH,
  parseUnicodeRange,
  type LabelFontFamily,
  type LabelFontPiece,
  type LabelFontsManifest,
} from '#app/features/parts/labels/label-fonts-manifest';

/**
 * Fontsource's packages: each font cut by Unicode range into pieces, with the ranges in
 * unicode.json. The WOFF (not WOFF2) files, because pdf-lib's fontkit subsets WOFF correctly and
 * mangles WOFF2's transformed glyph tables.
 */
const FAMILIES: { family: LabelFontFamily; packageName: string; fileStem: string }[] = [
  { family: 'sans', packageName: '@fontsource/noto-sans', fileStem: 'noto-sans' },
  { family: 'jp', packageName: '@fontsource/noto-sans-jp', fileStem: 'noto-sans-jp' },
  { family: 'sc', packageName: '@fontsource/noto-sans-sc', fileStem: 'noto-sans-sc' },
  { family: 'kr', packageName: '@fontsource/noto-sans-kr', fileStem: 'noto-sans-kr' },
];
const WEIGHTS = [400, 700] as const;

interface LabelFontFiles {
  manifest: LabelFontsManifest;
  /** Each piece's path on the portal → the file in node_modules. */
  sources: Map<string, string>;
}

/** The manifest and where each piece comes from; pieces live under a folder named by the packages' versions, so they can be cached for good. */
export function labelFontFiles(root: string): LabelFontFiles {
  const require = createRequire(join(root, 'package.json'));
  const packages = FAMILIES.map((entry) => {
    const dir = dirname(require.resolve(`${entry.packageName}/package.json`));
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return { ...entry, dir, version, unicode };
  });
  const folder = createHash('sha256')
    .update(packages.map((entry) => `${entry.packageName}@${entry.version}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const pieces: LabelFontPiece[] = [];
  const sources = new Map<string, string>();
  for (const entry of packages) {
    for (const [subset, range] of Object.entries(entry.unicode)) {
      for (const weight of WEIGHTS) {
        // "[12]" names the 13th piece of a CJK font; "latin-ext" a subset of Noto Sans.
        const fileName = `${entry.fileStem}-${subset.replace(/[[\]]/g, '')}-${weight}-normal.woff`;
        const path = `/assets/label-fonts/${folder}/${fileName}`;
        sources.set(path, join(entry.dir, 'files', fileName));
        pieces.push({ family: entry.family, weight, path, ranges: parseUnicodeRange(range) });
      }
    }
  }
  return { manifest: { pieces }, sources };
}

/**
 * Writes the label fonts' pieces and their manifest into the portal build, and serves them from
 * node_modules in development. The label worker fetches only the pieces a sheet's text needs.
 */
export function labelFonts(): Plugin {
  let files: LabelFontFiles | undefined;
  return {
    name: 'whetstone:label-fonts',
    configResolved(config) {
      files = labelFontFiles(config.root);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!files) return next();
        if (path === LABEL_FONTS_MANIFEST_PATH) {
          res.setHeader('Content-Type', 'application/json');
          return res.end(JSON.stringify(files.manifest));
        }
        const source = files.sources.get(path);
        if (!source) return next();
        res.setHeader('Content-Type', 'font/woff');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      if (!files) return;
      this.emitFile({ type: 'asset', fileName: LABEL_FONTS_MANIFEST_PATH.slice(1), source: JSON.stringify(files.manifest) });
      for (const [path, source] of files.sources) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(source) });
      }
    },
  };
}
