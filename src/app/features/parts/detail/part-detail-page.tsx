import { Link } from '@tanstack/react-router';
import { buttonClass } from '#app/components/ui/button';
import { PageHeader } from '#app/components/ui/page-header';
import { useHasScope } from '#app/features/session/session-scopes';
import { LifecycleStepper } from './lifecycle-stepper';
import { PartDetailsSection } from './part-details-section';
import { orderBlockReason } from '#app/features/parts/part-orderability';
import { advisesRetiring, PartOutlook } from './part-outlook';
import { RetirePartAction } from './retire-part-action';
import { PartHistoryTable } from './part-history-table';
import { usePart } from '#app/features/parts/api/part-query';
import { PartTypeLabel } from '#app/features/parts/part-type-label';
import { WearChart } from './wear-chart';
import { WearGauge } from '#app/features/parts/wear-gauge';
import { WriteAccessNote } from '#app/features/parts/write-access-note';
import { PartSiteSection } from '#app/features/sites/part-site-section';
import { useSiteNames } from '#app/features/sites/use-site-names';
import { isMove } from './move-entry-text';

export function PartDetailPage({ partId }: { partId: string }) {
  const part = usePart(partId);
  const canEdit = useHasScope('parts:write');
  const canOrder = useHasScope('orders:write');
  const orderable = orderBlockReason(part) === null;
  const moves = part.history.some(isMove);
  const siteName = useSiteNames(moves, moves);
  const orderPickup =
    canOrder && orderable ? (
      <Link to="/orders/new" search={{ part_ids: [part.id] }} className={buttonClass('primary')}>
        Order pickup
      </Link>
    ) : null;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/parts" className="touch-target">
          ← All parts
        </Link>
      </p>
      <PageHeader title={part.internal_label} description={<PartTypeLabel type={part.part_type} />} actions={orderPickup} />
      <div className="space-y-8">
        <WriteAccessNote missing={canEdit ? [] : ['parts:write']} actions="editing parts" />
        <section aria-labelledby="part-wear-heading" className="space-y-2">
          <h2 id="part-wear-heading" className="text-lg font-semibold">
            Wear
          </h2>
          <WearGauge level={part.wear_level} label="Current wear" size="large" />
          <p className="text-xs text-slate-700 dark:text-slate-300">
            0% is sharp, 100% dull: fresh below 40%, watch from 40%, due for service from 70%.
          </p>
          <PartOutlook part={part} canRetire={canEdit} />
        </section>
        <section aria-labelledby="part-lifecycle-heading" className="space-y-3">
          <h2 id="part-lifecycle-heading" className="text-lg font-semibold">
            Lifecycle
          </h2>
          <LifecycleStepper status={part.status} />
          {canEdit && !advisesRetiring(part) ? <RetirePartAction part={part} /> : null}
        </section>
        <PartDetailsSection part={part} canEdit={canEdit} />
        <PartSiteSection part={part} canEdit={canEdit} heldByOrder={part.status !== 'retired' && !orderable} />
        <section aria-labelledby="part-history-heading" className="space-y-4">
          <h2 id="part-history-heading" className="text-lg font-semibold">
            Service history
          </h2>
          <WearChart
            history={part.history}
            currentWear={part.wear_level}
            forecastDueAt={part.status === 'retired' ? null : part.forecast_due_at}
          />
          <PartHistoryTable history={part.history} siteName={siteName} />
        </section>
      </div>
    </>
  );
}
