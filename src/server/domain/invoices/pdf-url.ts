import { deriveKey, sign, verifySignature } from '#server/domain/signing';

/** Signed PDF links stay valid this long after the response that carried them. */
export const PDF_URL_LIFETIME_SECONDS = 60 * 60;

const PURPOSE = 'invoice-pdf';
const payloadOf = (invoiceId: string, expires: number) => `${invoiceId}:${expires}`;

export interface PdfUrlSigner {
  cdnUrl: string;
  sessionSecret: string;
}

export function invoicePdfUrl(config: PdfUrlSigner, invoiceId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PDF_URL_LIFETIME_SECONDS;
  const signature = sign(deriveKey(config.sessionSecret, PURPOSE), payloadOf(invoiceId, expires));
  const base = config.cdnUrl.replace(/\/+$/, '');
  return `${base}/invoices/${encodeURIComponent(invoiceId)}.pdf?expires=${expires}&signature=${signature}`;
}

export type PdfLinkCheck = 'valid' | 'invalid' | 'expired';

export function checkInvoicePdfLink(
  secret: string,
  invoiceId: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): PdfLinkCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expiresAt = Number(expires);
  if (!verifySignature(deriveKey(secret, PURPOSE), payloadOf(invoiceId, expiresAt), signature)) return 'invalid';
  return expiresAt * 1000 > now.getTime() ? 'valid' : 'expired';
}
