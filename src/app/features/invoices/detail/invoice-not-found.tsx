import { Link } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';

export function InvoiceNotFound() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Invoice not found</h1>
      <EmptyState title="There is no invoice at this address">
        It may belong to another account, or the link may be mistyped. <Link to="/invoices">Show all invoices</Link>
      </EmptyState>
    </>
  );
}
