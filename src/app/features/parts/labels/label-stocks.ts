/** Sheets of labels the portal prints on. Lengths in PDF points (1/72 inch). */
export interface LabelStock {
  id: 'letter-30' | 'a4-24' | 'letter-80';
  name: string;
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** Top-left corner of the first label, from the page's top-left corner. */
  origin: { x: number; y: number };
  /** From one label's top-left corner to the next one's, across and down. */
  pitch: { x: number; y: number };
}

const INCH = 72;
const MM = 72 / 25.4;

export const LABEL_STOCKS: readonly LabelStock[] = [
  {
    // The Avery 5160 layout (and its many equivalents): 3 × 10 on US Letter.
    id: 'letter-30',
    name: 'US Letter, 30 labels of 1″ × 2⅝″ (Avery 5160 layout)',
    page: { width: 8.5 * INCH, height: 11 * INCH },
    columns: 3,
    rows: 10,
    label: { width: 2.625 * INCH, height: 1 * INCH },
    origin: { x: 0.1875 * INCH, y: 0.5 * INCH },
    pitch: { x: 2.75 * INCH, y: 1 * INCH },
  },
  {
    // 3 × 8 labels edge to edge across A4, half a millimetre top and bottom.
    id: 'a4-24',
    name: 'A4, 24 labels of 70 × 37 mm',
    page: { width: 210 * MM, height: 297 * MM },
    columns: 3,
    rows: 8,
    label: { width: 70 * MM, height: 37 * MM },
    origin: { x: 0, y: 0.5 * MM },
    pitch: { x: 70 * MM, y: 37 * MM },
  },
  {
    // The Avery 5167 layout: 4 × 20 return-address labels on US Letter, small enough for a knife's handle.
    id: 'letter-80',
    name: 'US Letter, 80 small labels of ½″ × 1¾″ for handles (Avery 5167 layout)',
    page: { width: 8.5 * INCH, height: 11 * INCH },
    columns: 4,
    rows: 20,
    label: { width: 1.75 * INCH, height: 0.5 * INCH },
    origin: { x: 0.3 * INCH, y: 0.5 * INCH },
    pitch: { x: 2.05 * INCH, y: 0.5 * INCH },
  },
];

export type LabelStockId = LabelStock['id'];

export function labelStock(id: LabelStockId): LabelStock {
  return LABEL_STOCKS.find((stock) => stock.id === id)!;
}

export function labelsPerSheet(stock: LabelStock): number {
  return stock.columns * stock.rows;
}

/** Sheets a print of `count` labels takes when `skip` labels of the first sheet are used already. */
export function sheetsFor(count: number, stock: LabelStock, skip = 0): number {
  return Math.max(1, Math.ceil((skip + count) / labelsPerSheet(stock)));
}

/** Top-left corner of the nth label on its page (0-based, across then down), from the page's top-left. */
export function labelCorner(stock: LabelStock, index: number): { page: number; x: number; y: number } {
  const onPage = index % labelsPerSheet(stock);
  return {
    page: Math.floor(index / labelsPerSheet(stock)),
    x: stock.origin.x + (onPage % stock.columns) * stock.pitch.x,
    y: stock.origin.y + Math.floor(onPage / stock.columns) * stock.pitch.y,
  };
}

/** US and Canadian users get Letter first; everyone else A4. */
export function defaultStock(locale: string): LabelStockId {
  return /-(US|CA)\b/i.test(locale) ? 'letter-30' : 'a4-24';
}
