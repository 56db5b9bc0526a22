import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { fitText, wrapText } from './fit-text';
import { labelCorner, labelsPerSheet, type LabelStock } from './label-stocks';
import {
  needsWideFonts,
  standardTypefaces,
  wideTypefaces,
  type LabelFontSource,
  type LabelText,
  type LabelTypefaces,
  type Typeface,
} from './label-typefaces';

export interface LabelPart {
  id: string;
  internal_label: string;
  serial_number: string;
  /** Already in words ("Drill bit"). */
  type: string;
  /** The kitchen it lives at, by name, where the account has more than one; printed after the type. */
  site?: string;
}

const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);
/** White around the QR code, in modules: scanners want a quiet zone, and the label's edge may be cut off. */
const QUIET_MODULES = 2;

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

/** Sizes grow with the label: the A4 labels are half again as tall as Letter's; a handle's label holds one line and the serial. */
function metrics(stock: LabelStock) {
  const padding = Math.min(6, stock.label.height * 0.08);
  // At most an inch: a larger code scans no better and takes the text's room.
  const qr = Math.min(stock.label.height - 2 * padding, 72);
  if (stock.label.height < 48) return { padding, qr, title: 7, small: 6, titleLines: 1, gap: padding, withType: false };
  const tall = stock.label.height >= 90;
  return { padding, qr, title: tall ? 11 : 9, small: tall ? 9 : 7.5, titleLines: tall ? 3 : 2, gap: padding, withType: true };
}

function serialLine(part: LabelPart): string {
  return part.serial_number ? `S/N ${part.serial_number}` : 'No serial number';
}

/** "Knife · Harbour St": the type, and the site where the account has several. */
function typeLine(part: LabelPart): string {
  return part.site ? `${part.type} · ${part.site}` : part.type;
}

function labelText(part: LabelPart): LabelText {
  return { bold: [part.internal_label], regular: [serialLine(part), typeLine(part)] };
}

/** Draws a label's text on the page and returns its QR code's operators. */
function drawLabel(
  page: PDFPage,
  stock: LabelStock,
  index: number,
  part: LabelPart,
  url: string,
  typefaces: LabelTypefaces,
): string {
  const m = metrics(stock);
  const corner = labelCorner(stock, index);
  // PDF y runs up from the page's bottom edge; code and text start together, centred down the label.
  const top = stock.page.height - corner.y - (stock.label.height - m.qr) / 2;

  const textX = corner.x + m.padding + m.qr + m.gap;
  const width = corner.x + stock.label.width - m.padding - textX;
  const faces = typefaces.forLabel(labelText(part));
  const measure = (face: Typeface, size: number) => (text: string) => face.width(text, size);
  const lines: { text: string; face: Typeface; size: number; color: typeof INK }[] = [
    ...wrapText(faces.bold.drawable(part.internal_label), width, m.titleLines, measure(faces.bold, m.title)).map((text) => ({
      text,
      face: faces.bold,
      size: m.title,
      color: INK,
    })),
    {
      text: fitText(faces.regular.drawable(serialLine(part)), width, measure(faces.regular, m.small)),
      face: faces.regular,
      size: m.small,
      color: part.serial_number ? INK : MUTED,
    },
    ...(m.withType
      ? [
          {
            text: fitText(faces.regular.drawable(typeLine(part)), width, measure(faces.regular, m.small)),
            face: faces.regular,
            size: m.small,
            color: MUTED,
          },
        ]
      : []),
  ];
  let y = top;
  for (const line of lines) {
    y -= line.size * 1.2;
    let x = textX;
    for (const run of line.face.runs(line.text)) {
      page.drawText(run.text, { x, y, size: line.size, font: run.font, color: line.color });
      x += run.font.widthOfTextAtSize(run.text, line.size);
    }
  }
  return qrOperators(url, corner.x + m.padding, top, m.qr);
}

export interface LabelSheetOptions {
  /** Called as each sheet is done, with the labels drawn so far. */
  onSheet?: (drawn: number) => void;
  /** Labels of the first sheet used already, left blank. */
  skip?: number;
  /** The wide fonts, for text Helvetica cannot print. */
  fontSource: LabelFontSource;
}

/**
 * A PDF of label sheets: per part a QR code of its portal address, its label (two lines at most),
 * serial number, and type with its site (not on a handle's one-line label), every text cut with an
 * ellipsis to stay inside its label. `skip` labels
 * of the first sheet are left blank, for a sheet partly used already. Helvetica when it has every
 * letter, else Noto fonts for every script (label-typefaces.ts).
 */
export async function makeLabelSheet(
  parts: readonly LabelPart[],
  stock: LabelStock,
  partUrl: (id: string) => string,
  { onSheet, skip = 0, fontSource }: LabelSheetOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Part labels (${parts.length})`);
  doc.setAuthor('Whetstone');
  const texts = parts.map(labelText);
  const typefaces = needsWideFonts(texts) ? await wideTypefaces(doc, texts, fontSource) : await standardTypefaces(doc);
  const perSheet = labelsPerSheet(stock);
  const slots = skip + parts.length;
  for (let firstSlot = 0; firstSlot < Math.max(slots, 1); firstSlot += perSheet) {
    const page = doc.addPage([stock.page.width, stock.page.height]);
    let codes = '';
    for (let slot = Math.max(firstSlot, skip); slot < Math.min(firstSlot + perSheet, slots); slot++) {
      const part = parts[slot - skip]!;
      codes += drawLabel(page, stock, slot, part, partUrl(part.id), typefaces);
    }
    // The page's QR codes as one compressed content stream beside the one pdf-lib writes the text to.
    page.node.addContentStream(doc.context.register(doc.context.flateStream(codes)));
    onSheet?.(Math.max(0, Math.min(parts.length, firstSlot + perSheet - skip)));
  }
  return doc.save();
}
