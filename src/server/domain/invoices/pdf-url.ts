import { deriveKey, sign, verifySignature } from '#server/domain/signing';

/** Signed PDF links stay valid this long after the response that carried them. */
export const PDF_URL_LIFETIME_SECONDS = 60 * 60;
/**
 * A PDF link in a mail is read later, by people who may not sign in (billing contacts): it lasts
 * past the invoice's 30 days to pay and the overdue mail that may follow.
 */
export const MAILED_PDF_URL_LIFETIME_SECONDS = 45 * 24 * 60 * 60;

const PURPOSE = 'invoice-pdf';
const payloadOf = (invoiceId: string, expires: number) => `${invoiceId}:${expires}`;

export interface PdfUrlSigner {
  cdnUrl: string;
  sessionSecret: string;
}

export function invoicePdfUrl(
  config: PdfUrlSigner,
  invoiceId: string,
  now: Date,
  lifetimeSeconds = PDF_URL_LIFETIME_SECONDS,
): string {
  const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
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
