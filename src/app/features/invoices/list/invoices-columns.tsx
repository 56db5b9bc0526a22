import { Link } from '@tanstack/react-router';
import type { InvoiceListItem } from '#contract/invoices';
import type { Column } from '#app/components/infinite-list/infinite-table';
import { formatDate, formatDateTime, formatMoney } from '#app/lib/format/format';
import { dueLabel } from '#app/features/invoices/invoice-due';
import { InvoicePdfLink } from '#app/features/invoices/detail/invoice-pdf-link';
import { InvoiceStatusBadge } from '#app/features/invoices/invoice-status-badge';

function DueCell({ invoice }: { invoice: InvoiceListItem }) {
  const label = dueLabel(invoice.status, invoice.due_date);
  const late = label?.endsWith('overdue') ?? false;
  return (
    <>
      {formatDate(invoice.due_date)}
      {label ? (
        <span
          className={`ml-2 text-xs ${late ? 'font-semibold text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {label}
        </span>
      ) : null}
    </>
  );
}

export function invoiceColumns(currency: string): readonly Column<InvoiceListItem>[] {
  return [
    {
      id: 'number',
      header: 'Invoice',
      cell: (i) => (
        <Link to="/invoices/$invoiceId" params={{ invoiceId: i.id }} className="truncate font-mono font-medium max-sm:py-3">
          {i.invoice_number}
        </Link>
      ),
      className: 'w-36',
      phone: 'title',
    },
    { id: 'status', header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} />, className: 'w-32' },
    {
      id: 'total',
      header: 'Total',
      cell: (i) => formatMoney(i.total_cents, currency),
      className: 'w-32 text-right max-sm:text-left',
    },
    {
      id: 'tax',
      header: 'Tax',
      cell: (i) => formatMoney(i.tax_cents, currency),
      className: 'w-28 text-right',
      phone: 'hidden',
    },
    { id: 'due', header: 'Due', cell: (i) => <DueCell invoice={i} />, className: 'w-60', phone: 'full' },
    { id: 'created', header: 'Created', cell: (i) => formatDateTime(i.created_at), className: 'w-52', phone: 'full' },
    {
      id: 'pdf',
      header: 'PDF',
      cell: (i) => <InvoicePdfLink pdfUrl={i.pdf_url} invoiceNumber={i.invoice_number} />,
      className: 'w-32',
      phone: 'hidden',
    },
  ];
}
