import { lazy, Suspense } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { useHasScope } from '#app/features/session/session-scopes';
import { NewOrderForm } from './new-order-form';
import { NEW_ORDER_HEADING } from '#contract/screen-headings';

// The same choice as the header's: which kitchen's parts the form offers. With the sites list, lazily.
const SiteSwitcher = lazy(() => import('#app/features/sites/site-switcher').then((m) => ({ default: m.SiteSwitcher })));

export function NewOrderPage({ partIds }: { partIds: readonly string[] }) {
  const session = useSession();
  const canOrder = useHasScope('orders:write');
  const navigate = useNavigate({ from: '/orders/new' });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/orders" className="touch-target">
          ← All orders
        </Link>
      </p>
      <PageHeader title="New order" description={NEW_ORDER_HEADING.description} />
      {canOrder ? (
        <Suspense fallback={null}>
          <SiteSwitcher label="Pick up at" className="mb-6" />
        </Suspense>
      ) : null}
      {canOrder ? (
        <NewOrderForm
          selectedIds={partIds}
          currency={session.account.currency}
          onSelectedChange={(ids) => void navigate({ search: { part_ids: ids.length > 0 ? ids : undefined }, replace: true })}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
          Your access is read-only: placing orders needs the “orders:write” scope.
        </p>
      )}
    </>
  );
}
