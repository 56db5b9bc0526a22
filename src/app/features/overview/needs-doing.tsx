import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '#app/components/ui/button';
import { formatCount, formatDate, formatMoney, userTimeZone } from '#app/lib/format/format';
import { useHasScope } from '#app/features/session/session-scopes';
import { duePartsTask, overdueTask } from './needs-doing-items';
import { useInvoiceSummary } from './overview-queries';
import { pickupRangeFrom, usePickupsDue } from './pickups-due-query';
import { PickupsDue } from './pickups-due';
import { useDueParts } from './wear-count-query';
import { useSiteInScope } from '#app/features/sites/site-scope';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { usePickupSchedules } from '#app/features/pickup-schedules/api/pickup-schedules-query';
import { upcomingPickups } from '#app/features/pickup-schedules/occurrence-text';
import { ScheduledPickups } from '#app/features/pickup-schedules/scheduled-pickups';

function Task({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm dark:border-amber-500 dark:bg-amber-950/40">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </li>
  );
}

/** What needs doing, first on the overview, each with the one action that does it; nothing when all is done. */
export function NeedsDoing({ currency }: { currency: string }) {
  const site = useSiteInScope();
  const parts = duePartsTask(useDueParts(site));
  const invoices = overdueTask(useInvoiceSummary('overdue', site));
  const [range] = useState(() => pickupRangeFrom(new Date(), userTimeZone()));
  const due = usePickupsDue(range, site);
  const pickups = due.orders.length > 0 ? due : null;
  const canOrder = useHasScope('orders:write');
  // Read beside the rest by the loader; absent (null) from a server without schedules, and never holding the page up.
  const schedules = usePickupSchedules(site).data;
  const scheduled = schedules && upcomingPickups(schedules, 1).length > 0 ? schedules : null;
  // The header's sites list, already read: use-site-names would put the sites list in every screen's shared chunk.
  const sites = useQuery({ ...sitesQueryOptions('active'), retry: false, enabled: scheduled !== null }).data;
  const siteName = (id: string) => sites?.find((candidate) => candidate.id === id)?.name;
  return (
    <section aria-labelledby="overview-needs-doing" className="mb-8">
      <h2 id="overview-needs-doing" className="mb-3 text-lg font-semibold">
        Needs doing
      </h2>
      {parts || invoices || pickups || scheduled ? (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {parts ? (
            <Task title="Parts due for service">
              <p>{parts.text}</p>
              {canOrder ? (
                <Link to="/orders/new" search={{ part_ids: parts.partIds }} className={buttonClass('primary')}>
                  {parts.action}
                </Link>
              ) : (
                <Link to="/parts" search={{ status: 'with_customer', wear: 'due' }} className="touch-target">
                  See the parts due
                </Link>
              )}
            </Task>
          ) : null}
          {pickups ? (
            <Task title="Pickups in the next business day">
              <PickupsDue pickups={pickups} range={range} canReschedule={canOrder} />
            </Task>
          ) : null}
          {scheduled ? (
            <Task title="Scheduled pickups">
              <ScheduledPickups schedules={scheduled} siteName={siteName} />
            </Task>
          ) : null}
          {invoices ? (
            <Task title="Overdue invoices">
              <p>{invoices.text} Open one to pay it or download its PDF.</p>
              <ul className="space-y-1">
                {invoices.invoices.map((invoice) => (
                  <li key={invoice.id}>
                    <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className="touch-target font-medium">
                      Open {invoice.invoice_number}
                    </Link>{' '}
                    · {formatMoney(invoice.total_cents, currency)}, due {formatDate(invoice.due_date)}
                  </li>
                ))}
              </ul>
              {invoices.count > invoices.invoices.length ? (
                <Link to="/invoices" search={{ status: 'overdue' }} className="touch-target">
                  All {invoices.count} overdue invoices
                </Link>
              ) : null}
            </Task>
          ) : null}
        </ul>
      ) : (
        <p className="text-sm">
          Nothing needs doing now: no part is due for service, no invoice is overdue and no pickup is due by the end of the next
          business day
          {due.readOnly !== null ? ` among the newest ${formatCount(due.readOnly)} orders` : ''}.
        </p>
      )}
    </section>
  );
}
