import { Link } from '@tanstack/react-router';
import type { Order, PickupSite } from '#contract/orders';
import { formatDateTime, formatMoney } from '#app/lib/format/format';
import { formatPickupWindow } from '#app/features/orders/format-window';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

/** The site's address on lines, as a driver reads it: street, then city, region and postcode, then country. */
function addressLines({ address }: Pick<PickupSite, 'address'>): string[] {
  const cityLine = [address.city, address.region, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter(Boolean);
}

/** Where the driver picks up, as it was when the order was placed (the sites extension). */
function PickupSiteFact({ site }: { site: PickupSite }) {
  const contact = [site.contact.name, site.contact.phone].filter(Boolean).join(', ');
  return (
    <Fact label="Pickup at">
      <span className="font-medium">{site.name}</span>
      {addressLines(site).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {contact ? <span className="mt-1 block">Contact: {contact}</span> : null}
      {site.access_notes ? <span className="mt-1 block whitespace-pre-wrap break-words">Access: {site.access_notes}</span> : null}
    </Fact>
  );
}

/** The order's numbers and dates, in the account's currency and the viewer's zone; a cancelled order has no charge or return. */
export function OrderFacts({ order, currency, children }: { order: Order; currency: string; children?: React.ReactNode }) {
  const cancelled = order.status === 'cancelled';
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700">
      <Fact label={cancelled ? 'Charge' : 'Total'}>
        {cancelled ? (
          'None: the order was cancelled'
        ) : (
          <span className="text-base font-semibold">{formatMoney(order.total_cents, currency)}</span>
        )}
      </Fact>
      <Fact label="Parts">{order.part_count}</Fact>
      <Fact label={cancelled ? 'Pickup window (cancelled)' : 'Pickup window'}>
        {formatPickupWindow(order.pickup_window_start, order.pickup_window_end)}
      </Fact>
      {cancelled ? null : <Fact label="Expected return">{formatDateTime(order.expected_return_date)}</Fact>}
      {order.pickup_site ? <PickupSiteFact site={order.pickup_site} /> : null}
      <Fact label="Placed">{formatDateTime(order.created_at)}</Fact>
      {order.invoice_id ? (
        <Fact label="Invoice">
          <Link to="/invoices/$invoiceId" params={{ invoiceId: order.invoice_id }}>
            View the invoice
          </Link>
        </Fact>
      ) : null}
      <Fact label="Instructions for the driver">
        {order.instructions ? <span className="whitespace-pre-wrap break-words">{order.instructions}</span> : 'None'}
      </Fact>
      {children}
    </dl>
  );
}
