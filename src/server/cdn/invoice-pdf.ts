import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface InvoicePdfData {
  invoiceNumber: string;
  accountName: string;
  currency: string;
  status: string;
  issuedOn: string;
  dueDate: string;
  orderNumber: string | null;
  lines: { description: string; amountCents: number }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

const PAGE = { width: 595, height: 842, margin: 50 };
const LINE_HEIGHT = 18;
const AMOUNT_RIGHT = PAGE.width - PAGE.margin;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);

/** The standard fonts only encode WinAnsi: anything else (emoji, CJK) prints as "?" rather than failing. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF€–—‘’“”•]/gu, '?');
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

class Writer {
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
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
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

/** A real, multi-page when needed, PDF of one invoice. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${data.invoiceNumber}`);
  doc.setAuthor('Whetstone');
  doc.setCreationDate(new Date(`${data.issuedOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold, `Whetstone tool servicing - invoice ${data.invoiceNumber}`);
  const fmt = (cents: number) => money(cents, data.currency);

  w.row(`Invoice ${data.invoiceNumber}`, { size: 22, bold: true });
  w.row(`Billed to: ${data.accountName}`);
  w.row(`Status: ${data.status}`, { muted: true });
  w.row(`Issued: ${data.issuedOn}    Due: ${data.dueDate}`, { muted: true });
  if (data.orderNumber) w.row(`Order: ${data.orderNumber}`, { muted: true });
  w.gap();
  w.row('Description', { amount: 'Amount', bold: true });
  w.rule();
  for (const line of data.lines) w.row(line.description, { amount: fmt(line.amountCents) });
  w.gap(0.5);
  w.rule();
  w.row('Subtotal', { amount: fmt(data.subtotalCents) });
  w.row('Tax', { amount: fmt(data.taxCents) });
  w.row('Total', { amount: fmt(data.totalCents), bold: true });
  return doc.save();
}
