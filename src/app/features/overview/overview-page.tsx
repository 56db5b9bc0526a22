import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { NeedsDoing } from './needs-doing';
import { OverviewCards } from './overview-cards';
import { InvoicesDuePanel, RecentOrdersPanel } from './recent-activity';
import { ActivityPanel } from './activity-panel';
import { overviewHeading } from '#contract/screen-headings';

export function OverviewPage() {
  const session = useSession();
  const currency = session.account.currency;
  return (
    <>
      <PageHeader {...overviewHeading(session.user.name)} />
      <NeedsDoing currency={currency} />
      <OverviewCards currency={currency} />
      <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecentOrdersPanel currency={currency} />
        <InvoicesDuePanel currency={currency} />
        <div className="lg:col-span-2">
          <ActivityPanel />
        </div>
      </div>
    </>
  );
}
