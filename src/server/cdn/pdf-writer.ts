import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 50 };
const LINE_HEIGHT = 18;
const AMOUNT_RIGHT = PAGE.width - PAGE.margin;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);

/** The standard fonts only encode WinAnsi: anything else (emoji, CJK) prints as "?" rather than failing. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF€–—‘’“”•]/gu, '?');
}

/** Writes an invoice top to bottom, one row at a time, starting a new page when one is full. */
export const PAGE_SIZE: [number, number] = [PAGE.width, PAGE.height];

export class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(printable(this.footer), { x: PAGE.margin, y: 30, size: 8, font: this.font, color: MUTED });
  }

  /** A row: text on the left, an optional amount right-aligned; long text is cut to fit. */
  row(text: string, options: { amount?: string; size?: number; bold?: boolean; muted?: boolean } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    if (this.y < PAGE.margin + LINE_HEIGHT) this.newPage();
    const color = options.muted ? MUTED : INK;
    let label = printable(text);
    const room = AMOUNT_RIGHT - PAGE.margin - (options.amount ? 110 : 0);
    while (label.length > 1 && font.widthOfTextAtSize(label, size) > room) label = `${label.slice(0, -2)}…`;
    this.page.drawText(label, { x: PAGE.margin, y: this.y, size, font, color });
    if (options.amount) {
      const amount = printable(options.amount);
      const x = AMOUNT_RIGHT - font.widthOfTextAtSize(amount, size);
      this.page.drawText(amount, { x, y: this.y, size, font, color });
    }
    this.y -= size > 14 ? LINE_HEIGHT * 1.6 : LINE_HEIGHT;
  }

  gap(lines = 1) {
    this.y -= LINE_HEIGHT * lines;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 12 },
      end: { x: AMOUNT_RIGHT, y: this.y + 12 },
      thickness: 0.5,
      color: MUTED,
    });
  }
}
