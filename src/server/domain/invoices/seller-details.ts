/** Who issues the invoices and how accounts payable pays them (INVOICE_* variables, docs/server.md). */
export interface SellerDetails {
  name: string;
  addressLines: readonly string[];
  remitToLines: readonly string[];
  bank: {
    bankName: string;
    accountName: string;
    routingNumber: string;
    accountNumber: string;
  };
  /** True while any bank detail is the sandbox default: the PDF then says the details are for testing only. */
  testDetails: boolean;
}

/** The sandbox business: made-up details, never a real account (the PDF marks them as test details). */
export const SANDBOX_SELLER: SellerDetails = {
  name: 'Whetstone Tool Servicing, Inc. (sandbox)',
  addressLines: ['100 Grindstone Way', 'Newark, NJ 07102', 'United States'],
  remitToLines: ['Whetstone Tool Servicing, Inc. - Accounts Receivable', 'PO Box 0000', 'Newark, NJ 07101', 'United States'],
  bank: {
    bankName: 'Sandbox Test Bank',
    accountName: 'Whetstone Tool Servicing, Inc.',
    routingNumber: '000000000',
    accountNumber: '000012345678',
  },
  testDetails: true,
};

export function sellerOf(config: { seller?: SellerDetails }): SellerDetails {
  return config.seller ?? SANDBOX_SELLER;
}
