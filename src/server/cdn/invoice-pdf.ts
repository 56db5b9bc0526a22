import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SellerDetails } from '#server/domain/invoices/seller-details';
import { Writer } from './pdf-writer';

export interface InvoicePdfData {
  invoiceNumber: string;
  accountName: string;
  currency: string;
  status: string;
  issuedOn: string;
  dueDate: string;
  orderNumber: string | null;
  purchaseOrder: string | null;
  /** The pickup site served, its name then its address lines; null for an invoice without an order. */
  serviceAddress: string[] | null;
  lines: { description: string; amountCents: number }[];
  subtotalCents: number;
  taxCents: number;
  /** The tax rate the invoice was issued with, in basis points (800 = 8 %). */
  taxRateBasisPoints: number;
  totalCents: number;
  seller: SellerDetails;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** Who bills whom, for what, and by when: what accounts payable matches the invoice against. */
function writeHeader(w: Writer, data: InvoicePdfData) {
  w.row(`Invoice ${data.invoiceNumber}`, { size: 22, bold: true });
  w.row(`From: ${data.seller.name}`, { bold: true });
  for (const line of data.seller.addressLines) w.row(line, { muted: true });
  w.gap(0.5);
  w.row(`Billed to: ${data.accountName}`, { bold: true });
  if (data.serviceAddress && data.serviceAddress.length > 0) {
    const [name, ...lines] = data.serviceAddress;
    w.row(`Service address: ${name}`);
    for (const line of lines) w.row(line, { muted: true });
  }
  w.row(`Invoice date: ${data.issuedOn}    Due date: ${data.dueDate}`);
  const refs = [`Order number: ${data.orderNumber ?? 'none'}`];
  if (data.purchaseOrder) refs.push(`Purchase order: ${data.purchaseOrder}`);
  w.row(refs.join('    '));
  w.row(`Status: ${data.status}`, { muted: true });
}

/** Where to send the money and what to quote; sandbox details say plainly that they are not real. */
function writePayment(w: Writer, data: InvoicePdfData, total: string) {
  const { seller } = data;
  w.row('How to pay', { bold: true });
  w.row(`Pay ${total} by ${data.dueDate} by bank transfer, quoting ${data.invoiceNumber} as the reference.`);
  if (seller.testDetails) w.row('SANDBOX TEST DETAILS - not a real bank account. Do not send money.', { bold: true });
  w.row(`Bank: ${seller.bank.bankName}`);
  w.row(`Account name: ${seller.bank.accountName}`);
  w.row(`Routing number: ${seller.bank.routingNumber}    Account number: ${seller.bank.accountNumber}`);
  w.gap(0.5);
  w.row('Remit to (payment by mail)', { bold: true });
  for (const line of seller.remitToLines) w.row(line, { muted: true });
}

/** A real, multi-page when needed, PDF of one invoice. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${data.invoiceNumber}`);
  doc.setAuthor(data.seller.name);
  doc.setCreationDate(new Date(`${data.issuedOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold, `${data.seller.name} - invoice ${data.invoiceNumber}`);
  const fmt = (cents: number) => money(cents, data.currency);

  writeHeader(w, data);
  w.gap();
  w.row('Description', { amount: 'Amount', bold: true });
  w.rule();
  for (const line of data.lines) w.row(line.description, { amount: fmt(line.amountCents) });
  w.gap(0.5);
  w.rule();
  w.row('Subtotal', { amount: fmt(data.subtotalCents) });
  w.row(`Tax (${percent(data.taxRateBasisPoints)})`, { amount: fmt(data.taxCents) });
  w.row('Total due', { amount: fmt(data.totalCents), bold: true });
  w.gap();
  writePayment(w, data, fmt(data.totalCents));
  return doc.save();
}
