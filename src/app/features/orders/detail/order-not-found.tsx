import { Link } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';

export function OrderNotFound() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Order not found</h1>
      <EmptyState title="There is no such order in your account">
        <Link to="/orders">Go to all orders</Link>
      </EmptyState>
    </>
  );
}
