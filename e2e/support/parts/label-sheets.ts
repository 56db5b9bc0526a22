import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** A label sheet's geometry in PDF points, from the top-left corner: written from the stock's data sheet, not the portal's code. */
export interface SheetGeometry {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  origin: { x: number; y: number };
  pitch: { x: number; y: number };
}

const MM = 72 / 25.4;
export const AVERY_5160: SheetGeometry = {
  page: { width: 612, height: 792 },
  columns: 3,
  rows: 10,
  label: { width: 189, height: 72 },
  origin: { x: 13.5, y: 36 },
  pitch: { x: 198, y: 72 },
};
export const AVERY_5167: SheetGeometry = {
  page: { width: 612, height: 792 },
  columns: 4,
  rows: 20,
  label: { width: 126, height: 36 },
  origin: { x: 21.6, y: 36 },
  pitch: { x: 147.6, y: 36 },
};
export const A4_24: SheetGeometry = {
  page: { width: 210 * MM, height: 297 * MM },
  columns: 3,
  rows: 8,
  label: { width: 70 * MM, height: 37 * MM },
  origin: { x: 0, y: 0.5 * MM },
  pitch: { x: 70 * MM, y: 37 * MM },
};

interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

function cells(sheet: SheetGeometry): Cell[] {
  return Array.from({ length: sheet.columns * sheet.rows }, (_, i) => ({
    x: sheet.origin.x + (i % sheet.columns) * sheet.pitch.x,
    y: sheet.origin.y + Math.floor(i / sheet.columns) * sheet.pitch.y,
    width: sheet.label.width,
    height: sheet.label.height,
  }));
}

function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    const file = join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's size in points, as poppler reads it. */
export function pageSizes(pdf: Buffer): { width: number; height: number }[] {
  return withPdf(pdf, (file) => {
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', file], { encoding: 'utf8' });
    return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
    }));
  });
}

/**
 * Rasterizes every page (pdftoppm, 200 dpi) and reads the QR code of every label position,
 * page by page, across then down: the text it holds, or null where a label is blank.
 */
export function decodeLabels(pdf: Buffer, sheet: SheetGeometry, dpi = 200): (string | null)[] {
  return withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort();
    const scale = dpi / 72;
    return pages.flatMap((name) => {
      const png = PNG.sync.read(readFileSync(join(dir, name)));
      return cells(sheet).map((cell) => {
        const x0 = Math.round(cell.x * scale);
        const y0 = Math.round(cell.y * scale);
        const width = Math.min(Math.round(cell.width * scale), png.width - x0);
        const height = Math.min(Math.round(cell.height * scale), png.height - y0);
        const pixels = new Uint8ClampedArray(width * height * 4);
        for (let row = 0; row < height; row++) {
          const from = ((y0 + row) * png.width + x0) * 4;
          pixels.set(png.data.subarray(from, from + width * 4), row * width * 4);
        }
        return jsQR(pixels, width, height)?.data ?? null;
      });
    });
  });
}

/** Every word's box in points from the page's top-left (pdftotext -bbox), with its page (0-based). */
export function wordBoxes(pdf: Buffer): { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }[] {
  return withPdf(pdf, (file) => {
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    return html
      .split('<page ')
      .slice(1)
      .flatMap((page, index) =>
        [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
          page: index,
          text: m[5]!,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
        })),
      );
  });
}

/** The words that stick out of the label position they start in (none, on a good sheet). */
export function wordsOutsideLabels(pdf: Buffer, sheet: SheetGeometry): string[] {
  const all = cells(sheet);
  return wordBoxes(pdf)
    .filter((word) => {
      const home = all.find(
        (c) => word.xMin >= c.x - 0.5 && word.xMin < c.x + c.width && word.yMin >= c.y - 0.5 && word.yMin < c.y + c.height,
      );
      return !home || word.xMax > home.x + home.width + 0.5 || word.yMax > home.y + home.height + 0.5;
    })
    .map((word) => `${word.text} (page ${word.page + 1}, ${word.xMin}–${word.xMax} × ${word.yMin}–${word.yMax})`);
}
