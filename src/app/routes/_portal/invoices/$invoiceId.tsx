import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetailPage } from '../../../features/invoices/invoice-detail-page';
import { InvoiceDetailPendingPage } from '../../../features/invoices/invoice-detail-pending-page';
import { loadInvoice } from '../../../features/invoices/invoice-detail-query';
import { InvoiceNotFound } from '../../../features/invoices/invoice-not-found';

export const Route = createFileRoute('/_portal/invoices/$invoiceId')({
  loader: ({ context: { queryClient }, params }) => loadInvoice(queryClient, params.invoiceId),
  head: () => ({ meta: [{ title: 'Invoice · Whetstone' }] }),
  pendingComponent: InvoiceDetailPendingPage,
  notFoundComponent: InvoiceNotFound,
  component: InvoiceDetailRoute,
});

function InvoiceDetailRoute() {
  return <InvoiceDetailPage invoiceId={Route.useParams().invoiceId} />;
}
