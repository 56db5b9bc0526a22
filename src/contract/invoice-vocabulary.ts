// The statuses of invoices without their schemas: the portal's route search validation imports
// them on the first load, where the response schemas would cost bytes.

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
