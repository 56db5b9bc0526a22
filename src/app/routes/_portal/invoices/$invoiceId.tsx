import { createFileRoute } from '@tanstack/react-router';
import { InvoiceDetailPage } from '#app/features/invoices/detail/invoice-detail-page';
import { InvoiceDetailPendingPage } from '#app/features/invoices/detail/invoice-detail-pending-page';
import { loadInvoice } from '#app/features/invoices/api/invoice-detail-query';
import { InvoiceNotFound } from '#app/features/invoices/detail/invoice-not-found';

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
