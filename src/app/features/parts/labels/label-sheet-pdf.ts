import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { fitText, wrapText } from './fit-text';
import { labelCorner, labelsPerSheet, type LabelStock } from './label-stocks';

export interface LabelPart {
  id: string;
  internal_label: string;
  serial_number: string;
  /** Already in words ("Drill bit"). */
  type: string;
}

const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);
/** White around the QR code, in modules: scanners want a quiet zone, and the label's edge may be cut off. */
const QUIET_MODULES = 2;

/** Helvetica only encodes WinAnsi: anything else (emoji, CJK) prints as "?" rather than failing. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF€–—‘’“”•…]/gu, '?');
}

/**
 * PDF drawing operators for a QR code whose top-left corner is at (x, top), size points wide:
 * its dark modules as rectangles, runs in a row merged into one. Written as raw operators, not
 * through pdf-lib's SVG path parser, which took most of the time of a 300-label sheet.
 */
function qrOperators(text: string, x: number, top: number, size: number): string {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_MODULES);
  // Module units, y downwards from the code's top-left corner.
  let ops = `q 0 g ${unit.toFixed(4)} 0 0 ${(-unit).toFixed(4)} ${x.toFixed(2)} ${top.toFixed(2)} cm\n`;
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < count && modules.get(row, end + 1)) end++;
      ops += `${col + QUIET_MODULES} ${row + QUIET_MODULES} ${end - col + 1} 1 re\n`;
      col = end;
    }
  }
  return `${ops}f Q\n`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Sizes grow with the label: the A4 labels are half again as tall as Letter's; a handle's label holds one line and the serial. */
function metrics(stock: LabelStock) {
  const padding = Math.min(6, stock.label.height * 0.08);
  // At most an inch: a larger code scans no better and takes the text's room.
  const qr = Math.min(stock.label.height - 2 * padding, 72);
  if (stock.label.height < 48) return { padding, qr, title: 7, small: 6, titleLines: 1, gap: padding, withType: false };
  const tall = stock.label.height >= 90;
  return { padding, qr, title: tall ? 11 : 9, small: tall ? 9 : 7.5, titleLines: tall ? 3 : 2, gap: padding, withType: true };
}

/** Draws a label's text on the page and returns its QR code's operators. */
function drawLabel(page: PDFPage, stock: LabelStock, index: number, part: LabelPart, url: string, fonts: Fonts): string {
  const m = metrics(stock);
  const corner = labelCorner(stock, index);
  // PDF y runs up from the page's bottom edge; code and text start together, centred down the label.
  const top = stock.page.height - corner.y - (stock.label.height - m.qr) / 2;

  const textX = corner.x + m.padding + m.qr + m.gap;
  const width = corner.x + stock.label.width - m.padding - textX;
  const measure = (font: PDFFont, size: number) => (text: string) => font.widthOfTextAtSize(text, size);
  const lines: { text: string; font: PDFFont; size: number; color: typeof INK }[] = [
    ...wrapText(printable(part.internal_label), width, m.titleLines, measure(fonts.bold, m.title)).map((text) => ({
      text,
      font: fonts.bold,
      size: m.title,
      color: INK,
    })),
    {
      text: fitText(
        printable(part.serial_number ? `S/N ${part.serial_number}` : 'No serial number'),
        width,
        measure(fonts.regular, m.small),
      ),
      font: fonts.regular,
      size: m.small,
      color: part.serial_number ? INK : MUTED,
    },
    ...(m.withType
      ? [
          {
            text: fitText(printable(part.type), width, measure(fonts.regular, m.small)),
            font: fonts.regular,
            size: m.small,
            color: MUTED,
          },
        ]
      : []),
  ];
  let y = top;
  for (const line of lines) {
    y -= line.size * 1.2;
    page.drawText(line.text, { x: textX, y, size: line.size, font: line.font, color: line.color });
  }
  return qrOperators(url, corner.x + m.padding, top, m.qr);
}

/**
 * A PDF of label sheets: per part a QR code of its portal address, its label (two lines at most),
 * serial number and type, every text cut with an ellipsis to stay inside its label. `skip` labels
 * of the first sheet are left blank, for a sheet partly used already.
 */
export async function makeLabelSheet(
  parts: readonly LabelPart[],
  stock: LabelStock,
  partUrl: (id: string) => string,
  onSheet?: (drawn: number) => void,
  skip = 0,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Part labels (${parts.length})`);
  doc.setAuthor('Whetstone');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const perSheet = labelsPerSheet(stock);
  const slots = skip + parts.length;
  for (let firstSlot = 0; firstSlot < Math.max(slots, 1); firstSlot += perSheet) {
    const page = doc.addPage([stock.page.width, stock.page.height]);
    let codes = '';
    for (let slot = Math.max(firstSlot, skip); slot < Math.min(firstSlot + perSheet, slots); slot++) {
      const part = parts[slot - skip]!;
      codes += drawLabel(page, stock, slot, part, partUrl(part.id), fonts);
    }
    // The page's QR codes as one compressed content stream beside the one pdf-lib writes the text to.
    page.node.addContentStream(doc.context.register(doc.context.flateStream(codes)));
    onSheet?.(Math.max(0, Math.min(parts.length, firstSlot + perSheet - skip)));
  }
  return doc.save();
}
