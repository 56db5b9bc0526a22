import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import {
  pieceCovers,
  type LabelFontFamily,
  type LabelFontPiece,
  type LabelFontsManifest,
  type LabelFontWeight,
} from './label-fonts-manifest';
import { woffToSfnt } from './woff-to-sfnt';

export interface TextRun {
  text: string;
  font: PDFFont;
}

/** How a label's text is set: the font of each stretch of it, and how wide it comes out. */
export interface Typeface {
  /** The text without what no font draws (an emoji), and without the double space that leaves. */
  drawable(text: string): string;
  runs(text: string): TextRun[];
  width(text: string, size: number): number;
}

/** One label's text: the title is set bold, the rest regular. */
export interface LabelText {
  bold: readonly string[];
  regular: readonly string[];
}

export interface LabelTypefaces {
  forLabel(text: LabelText): { bold: Typeface; regular: Typeface };
}

/** Where the wide fonts come from: the portal's origin in the browser, node_modules in tests. */
export interface LabelFontSource {
  manifest(): Promise<LabelFontsManifest>;
  piece(path: string): Promise<Uint8Array>;
}

const ELLIPSIS = '…';

/** What Helvetica (WinAnsi) can print. */
const STANDARD_PRINTABLE = /^[\x20-\x7E\xA0-\xFF€–—‘’“”•…]*$/u;

/** True when some text needs more than Helvetica's letters (Greek, Cyrillic, CJK…). */
export function needsWideFonts(labels: readonly LabelText[]): boolean {
  return labels.some((label) => [...label.bold, ...label.regular].some((text) => !STANDARD_PRINTABLE.test(text)));
}

function singleFont(font: PDFFont): Typeface {
  return {
    drawable: (text) => text,
    runs: (text) => (text === '' ? [] : [{ text, font }]),
    width: (text, size) => font.widthOfTextAtSize(text, size),
  };
}

/** Helvetica: small and quick, for sheets whose every letter it has. */
export async function standardTypefaces(doc: PDFDocument): Promise<LabelTypefaces> {
  const faces = {
    bold: singleFont(await doc.embedFont(StandardFonts.HelveticaBold)),
    regular: singleFont(await doc.embedFont(StandardFonts.Helvetica)),
  };
  return { forLabel: () => faces };
}

/**
 * Which family draws a code point first: Noto Sans for alphabets, then the CJK fonts in the order
 * the label's own text suggests (Han is drawn in Japanese forms beside kana, Korean beside Hangul,
 * else Chinese).
 */
function familyOrder(text: string): LabelFontFamily[] {
  if (/\p{Script=Hangul}/u.test(text)) return ['sans', 'kr', 'jp', 'sc'];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['sans', 'jp', 'sc', 'kr'];
  return ['sans', 'sc', 'jp', 'kr'];
}

function textOf(label: LabelText): string {
  return [...label.bold, ...label.regular].join(' ').normalize('NFC');
}

/** Picks, for a code point, the first piece of the families in order that draws it; null when none does (emoji). */
function piecePicker(manifest: LabelFontsManifest) {
  const byFamily = new Map<string, LabelFontPiece[]>();
  for (const piece of manifest.pieces) {
    const key = `${piece.family}/${piece.weight}`;
    const pieces = byFamily.get(key);
    if (pieces) pieces.push(piece);
    else byFamily.set(key, [piece]);
  }
  const cache = new Map<string, LabelFontPiece | null>();
  return (order: readonly LabelFontFamily[], weight: LabelFontWeight, codePoint: number): LabelFontPiece | null => {
    const key = `${order.join()}/${weight}/${codePoint}`;
    let found = cache.get(key);
    if (found === undefined) {
      found = null;
      for (const family of order) {
        found = byFamily.get(`${family}/${weight}`)?.find((piece) => pieceCovers(piece, codePoint)) ?? null;
        if (found) break;
      }
      cache.set(key, found);
    }
    return found;
  };
}

/**
 * Noto Sans and Noto Sans JP, SC and KR, only the pieces the labels' text needs, each embedded
 * as a subset of the glyphs it draws (a sheet of Japanese labels adds a few kilobytes). A
 * character no font has (an emoji) is left out; every letter is drawn.
 */
export async function wideTypefaces(
  doc: PDFDocument,
  labels: readonly LabelText[],
  source: LabelFontSource,
): Promise<LabelTypefaces> {
  const [manifest, { default: fontkit }] = await Promise.all([source.manifest(), import('@pdf-lib/fontkit')]);
  doc.registerFontkit(fontkit);
  const pick = piecePicker(manifest);

  const needed = new Set<LabelFontPiece>();
  for (const label of labels) {
    const order = familyOrder(textOf(label));
    for (const [weight, texts] of [
      [700, label.bold],
      [400, label.regular],
    ] as const) {
      for (const char of `${texts.join('')}${ELLIPSIS}`.normalize('NFC')) {
        const piece = pick(order, weight, char.codePointAt(0)!);
        if (piece) needed.add(piece);
      }
    }
  }
  const fonts = new Map<LabelFontPiece, PDFFont>();
  await Promise.all(
    [...needed].map(async (piece) => {
      fonts.set(piece, await doc.embedFont(await woffToSfnt(await source.piece(piece.path)), { subset: true }));
    }),
  );

  const typeface = (order: readonly LabelFontFamily[], weight: LabelFontWeight): Typeface => {
    const runs = (text: string): TextRun[] => {
      const result: TextRun[] = [];
      for (const char of text.normalize('NFC')) {
        const piece = pick(order, weight, char.codePointAt(0)!);
        const font = piece && fonts.get(piece);
        if (!font) continue;
        const last = result.at(-1);
        if (last?.font === font) last.text += char;
        else result.push({ text: char, font });
      }
      return result;
    };
    return {
      drawable: (text) =>
        runs(text)
          .map((run) => run.text)
          .join('')
          .replace(/ {2,}/g, ' ')
          .trim(),
      runs,
      width: (text, size) => runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0),
    };
  };
  return {
    forLabel(label) {
      const order = familyOrder(textOf(label));
      return { bold: typeface(order, 700), regular: typeface(order, 400) };
    },
  };
}
