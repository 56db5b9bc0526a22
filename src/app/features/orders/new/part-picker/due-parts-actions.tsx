import { useQuery } from '@tanstack/react-query';
import { PICKUP_DELIVERY_FEE_CENTS, taxOn } from '#contract/pricing';
import { Button } from '#app/components/ui/button';
import { formatMoney } from '#app/lib/format/format';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { duePartsQueryOptions } from '#app/features/orders/api/due-parts-query';
import { useOrderingSite } from '#app/features/orders/api/ordering-site';
import { duePartsOffer, type DuePartsOffer } from './due-parts-offer';

interface DuePartsActionsProps {
  selected: readonly string[];
  onAdd: (ids: string[]) => void;
  currency: string;
}

/** Every pickup carries the fee (taxed): parts that join this one don't need their own. */
const FEE_SAVED_CENTS = PICKUP_DELIVERY_FEE_CENTS + taxOn(PICKUP_DELIVERY_FEE_CENTS);

const parts = (n: number) => (n === 1 ? '1 part' : `${n} parts`);

/** "3 parts due now and 2 due within 14 days." */
export function offerText(offer: DuePartsOffer): string {
  if (offer.dueNow > 0 && offer.dueSoon > 0) return `${parts(offer.dueNow)} due now and ${offer.dueSoon} due within 14 days.`;
  if (offer.dueNow > 0) return `${parts(offer.dueNow)} due for sharpening now.`;
  return `${parts(offer.dueSoon)} due within 14 days.`;
}

/**
 * One offer: the parts that are due now or within 14 days and not in this pickup yet, with what
 * it adds and, when parts due soon would otherwise need a pickup of their own, what it saves.
 * Only from a server with the wear extensions.
 */
export function DuePartsActions({ selected, onAdd, currency }: DuePartsActionsProps) {
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const enabled = capabilities?.wearActions === true;
  const site = useOrderingSite();
  const dueNow = useQuery({ ...duePartsQueryOptions('due_now', site), enabled });
  const dueSoon = useQuery({ ...duePartsQueryOptions('due_soon', site), enabled });
  if (!enabled) return null;
  const offer = duePartsOffer(dueNow.data ?? [], dueSoon.data ?? [], selected);
  if (!offer) return null;
  return (
    <div
      role="note"
      className="mt-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-700 dark:bg-sky-950/40"
    >
      <p>
        {offerText(offer)}
        {offer.savesPickup
          ? ` Adding them to this pickup saves ${formatMoney(FEE_SAVED_CENTS, currency)} in pickup fees: the ones due soon won’t need a pickup of their own.`
          : ''}
      </p>
      <Button variant="secondary" className="mt-2" onClick={() => onAdd(offer.ids)}>
        Add {offer.ids.length === 1 ? 'it' : `these ${offer.ids.length} parts`} to this pickup
      </Button>
    </div>
  );
}
