import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pieceCovers } from '#app/features/parts/labels/label-fonts-manifest';
import { makeLabelSheet, type LabelPart } from '#app/features/parts/labels/label-sheet-pdf';
import { labelStock } from '#app/features/parts/labels/label-stocks';
import type { LabelFontSource } from '#app/features/parts/labels/label-typefaces';
import { labelFontFiles } from './vite-label-fonts';

const files = labelFontFiles(resolve(import.meta.dirname, '..'));
const work = mkdtempSync(join(tmpdir(), 'label-fonts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The pieces straight from node_modules, counting what is asked for. */
function nodeModulesFonts() {
  const source = {
    manifest: vi.fn(async () => files.manifest),
    piece: vi.fn(async (path: string) => new Uint8Array(readFileSync(files.sources.get(path)!))),
  } satisfies LabelFontSource;
  return source;
}

function part(index: number, internal_label: string, serial_number = `SN-${index}`, type = 'Chef knife'): LabelPart {
  return { id: `part_${index}`, internal_label, serial_number, type };
}

async function sheet(parts: LabelPart[], source: LabelFontSource) {
  const bytes = await makeLabelSheet(parts, labelStock('letter-30'), (id) => `https://portal.example/parts/${id}`, {
    fontSource: source,
  });
  const file = join(work, `sheet-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return {
    bytes,
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  };
}

// Each sheet parses its font pieces and reads the PDF back with poppler: seconds on a busy machine.
describe('label fonts', { timeout: 30_000 }, () => {
  it('has a file for every piece, and pieces in both weights for Latin, Greek, Cyrillic, kana, Han and Hangul', () => {
    for (const source of files.sources.values()) expect(existsSync(source), source).toBe(true);
    for (const char of ['A', 'ü', 'Ω', 'Ж', 'ệ', 'カ', '包', '们', '한']) {
      for (const weight of [400, 700]) {
        const covering = files.manifest.pieces.filter(
          (piece) => piece.weight === weight && pieceCovers(piece, char.codePointAt(0)!),
        );
        expect(covering.length, `${char} at ${weight}`).toBeGreaterThan(0);
      }
    }
  });

  it('prints every letter of every script, drops only the emoji, and embeds only the glyphs used', async () => {
    const labels = [
      'Wüsthof Gyuto çé',
      'Μαχαίρι σεφ',
      'Нож шефа №3',
      '包丁 ペティナイフ',
      '菜刀 们',
      '주방 가위',
      'Bread knife 🔪🥖',
    ];
    const source = nodeModulesFonts();
    const { bytes, text } = await sheet(
      labels.map((label, index) => part(index, label)),
      source,
    );
    const printed = text.replace(/\s+/g, '');
    for (const label of labels) expect(printed).toContain(label.replace(/[\s\p{Extended_Pictographic}]/gu, ''));
    expect(printed).not.toMatch(/\p{Extended_Pictographic}|\?/u);
    // Seven labels of a few letters each: subsets, not whole fonts (one CJK piece alone is 20–60 kB).
    expect(bytes.length).toBeLessThan(120_000);
    expect(source.piece.mock.calls.length).toBeLessThan(40);
  });

  it('keeps to Helvetica, and loads no font, when Helvetica has every letter', async () => {
    const source = nodeModulesFonts();
    const { text, fonts } = await sheet([part(1, 'Prep station scissor #320 – “left”', 'NW-01171', 'Scissors')], source);
    expect(text.replace(/\s+/g, ' ')).toContain('Prep station scissor #320 – “left”');
    expect(fonts).toContain('Helvetica-Bold');
    expect(source.manifest).not.toHaveBeenCalled();
    expect(source.piece).not.toHaveBeenCalled();
  });

  it('sets a Japanese label’s Han in Japanese forms and a Chinese one’s in Chinese forms', async () => {
    const { fonts } = await sheet([part(1, 'ペティ 包丁'), part(2, '菜刀 包')], nodeModulesFonts());
    expect(fonts).toMatch(/NotoSansJP/);
    expect(fonts).toMatch(/NotoSansSC/);
  });
});
