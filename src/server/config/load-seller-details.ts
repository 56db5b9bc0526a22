import { SANDBOX_SELLER, type SellerDetails } from '#server/domain/invoices/seller-details';
import type { Reader } from './env-reader';

/** "line 1; line 2" → its lines; absent keeps the default. */
function lines(read: Reader, name: string, fallback: readonly string[]): readonly string[] {
  const raw = read.text(name);
  if (raw === undefined) return fallback;
  return raw
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * INVOICE_* variables → the seller details printed on invoices; each one left out keeps the sandbox
 * default, and while any bank detail does, the invoice marks the payment details as test details.
 */
export function sellerDetailsFrom(read: Reader): SellerDetails {
  const bankVariables = {
    bankName: 'INVOICE_BANK_NAME',
    accountName: 'INVOICE_BANK_ACCOUNT_NAME',
    routingNumber: 'INVOICE_BANK_ROUTING_NUMBER',
    accountNumber: 'INVOICE_BANK_ACCOUNT_NUMBER',
  } as const;
  const bank = { ...SANDBOX_SELLER.bank };
  let configured = 0;
  for (const [field, name] of Object.entries(bankVariables) as [keyof typeof bank, string][]) {
    const value = read.text(name);
    if (value !== undefined) {
      bank[field] = value;
      configured += 1;
    }
  }
  return {
    name: read.text('INVOICE_SELLER_NAME') ?? SANDBOX_SELLER.name,
    addressLines: lines(read, 'INVOICE_SELLER_ADDRESS', SANDBOX_SELLER.addressLines),
    remitToLines: lines(read, 'INVOICE_REMIT_TO', SANDBOX_SELLER.remitToLines),
    bank,
    testDetails: configured < Object.keys(bankVariables).length,
  };
}
