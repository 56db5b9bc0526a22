/**
 * The fonts a label sheet can draw any script with (Noto Sans, and Noto Sans JP, SC and KR for
 * Han, kana and Hangul), in pieces by Unicode range so a sheet loads only the pieces its text
 * needs. The build writes the pieces and this manifest (scripts/vite-label-fonts.ts).
 */
export const LABEL_FONTS_MANIFEST_PATH = '/label-fonts.json';

export type LabelFontFamily = 'sans' | 'jp' | 'sc' | 'kr';
export type LabelFontWeight = 400 | 700;

export interface LabelFontPiece {
  family: LabelFontFamily;
  weight: LabelFontWeight;
  /** Absolute path on the portal's origin. */
  path: string;
  /** The code points it draws: inclusive [first, last] pairs, ascending. */
  ranges: [number, number][];
}

export interface LabelFontsManifest {
  pieces: LabelFontPiece[];
}

/** "U+0460-052F,U+1C80-1C8A,U+20B4" (a CSS unicode-range) as [first, last] pairs, ascending. */
export function parseUnicodeRange(css: string): [number, number][] {
  return css
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part !== '')
    .map((part): [number, number] => {
      const [first = '', last] = part.split('-');
      return [parseInt(first, 16), parseInt(last ?? first, 16)];
    })
    .sort((a, b) => a[0] - b[0]);
}

export function pieceCovers(piece: LabelFontPiece, codePoint: number): boolean {
  let low = 0;
  let high = piece.ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [first, last] = piece.ranges[mid]!;
    if (codePoint < first) high = mid - 1;
    else if (codePoint > last) low = mid + 1;
    else return true;
  }
  return false;
}
