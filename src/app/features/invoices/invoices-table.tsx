import type { InvoiceListItem } from '../../../contract/invoices';
import { InfiniteTable, type Column, type InfiniteTableProps } from '../../components/infinite-list/infinite-table';
import type { CursorList } from '../../components/infinite-list/use-cursor-list';
import { Badge } from '../../components/ui/badge';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { INVOICE_STATUS_TONES, isWebUrl } from './invoice-status';

function PdfLink({ invoice }: { invoice: InvoiceListItem }) {
  if (!isWebUrl(invoice.pdf_url)) return <span className="text-slate-600 dark:text-slate-400">Unavailable</span>;
  return (
    <a href={invoice.pdf_url} target="_blank" rel="noopener noreferrer">
      Open PDF<span className="sr-only"> of invoice {invoice.invoice_number} (opens in a new tab)</span>
    </a>
  );
}

export function invoiceColumns(currency: string): readonly Column<InvoiceListItem>[] {
  return [
    { id: 'number', header: 'Invoice', cell: (i) => <span className="font-mono font-medium">{i.invoice_number}</span>, className: 'w-36' },
    { id: 'status', header: 'Status', cell: (i) => <Badge value={i.status} tones={INVOICE_STATUS_TONES} />, className: 'w-28' },
    { id: 'total', header: 'Total', cell: (i) => formatMoney(i.total_cents, currency), className: 'w-32 text-right' },
    { id: 'tax', header: 'Tax', cell: (i) => formatMoney(i.tax_cents, currency), className: 'w-28 text-right' },
    { id: 'due', header: 'Due', cell: (i) => formatDate(i.due_date), className: 'w-32' },
    { id: 'created', header: 'Created', cell: (i) => formatDateTime(i.created_at), className: 'w-52' },
    { id: 'pdf', header: 'PDF', cell: (i) => <PdfLink invoice={i} />, className: 'w-28' },
  ];
}

type InvoicesTableProps = { list: CursorList<InvoiceListItem>; currency: string } & Partial<
  Pick<InfiniteTableProps<InvoiceListItem>, 'leading' | 'rowProps' | 'renderRow' | 'empty'>
>;

export function InvoicesTable({ list, currency, leading, rowProps, renderRow, empty }: InvoicesTableProps) {
  return (
    <InfiniteTable
      list={list}
      columns={invoiceColumns(currency)}
      getRowKey={(i) => i.id}
      caption="Invoices"
      noun={['invoice', 'invoices']}
      leading={leading}
      rowProps={rowProps}
      renderRow={renderRow}
      minWidth="58rem"
      empty={empty}
    />
  );
}
