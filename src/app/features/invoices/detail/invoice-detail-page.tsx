import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '#app/components/ui/page-header';
import { formatDate, formatDateTime } from '#app/lib/format/format';
import { useSession } from '#app/features/session/session-query';
import { dueLabel } from '#app/features/invoices/invoice-due';
import { useInvoice } from '#app/features/invoices/api/invoice-detail-query';
import { InvoiceLineItems } from './invoice-line-items';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from '#app/features/invoices/invoice-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

export function InvoiceDetailPage({ invoiceId }: { invoiceId: string }) {
  const session = useSession();
  const invoice = useInvoice(invoiceId);
  const due = dueLabel(invoice.status, invoice.due_date);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/invoices" className="touch-target">
          ← All invoices
        </Link>
      </p>
      <PageHeader
        title={`Invoice ${invoice.invoice_number}`}
        actions={
          <InvoicePdfLink
            pdfUrl={invoice.pdf_url}
            invoiceNumber={invoice.invoice_number}
            className="inline-flex min-h-10 items-center font-medium max-sm:min-h-11"
          />
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-4 dark:border-slate-700">
        <Fact label="Status">
          <InvoiceStatusBadge status={invoice.status} />
        </Fact>
        <Fact label="Invoice date">{formatDateTime(invoice.created_at)}</Fact>
        <Fact label="Due">
          {formatDate(invoice.due_date)}
          {due ? <span className="block text-xs text-slate-700 dark:text-slate-300">{due}</span> : null}
        </Fact>
        {invoice.order_id ? (
          <Fact label="Order">
            {invoice.order_number ? <span className="block">{invoice.order_number}</span> : null}
            <Link to="/orders/$orderId" params={{ orderId: invoice.order_id }}>
              View the order
            </Link>
          </Fact>
        ) : (
          <Fact label="Invoice ID">
            <span className="break-all font-mono text-xs">{invoice.id}</span>
          </Fact>
        )}
        {invoice.purchase_order !== undefined ? (
          <Fact label="Purchase order">
            <span className="break-all">{invoice.purchase_order ?? 'None'}</span>
          </Fact>
        ) : null}
      </dl>
      <h2 className="mb-2 text-lg font-semibold">Line items</h2>
      <InvoiceLineItems invoice={invoice} currency={session.account.currency} />
    </>
  );
}
