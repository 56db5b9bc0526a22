import { useQuery } from '@tanstack/react-query';
import { ORDER_RULES } from '#contract/orders';
import { PICKUP_DELIVERY_FEE_CENTS, taxOn } from '#contract/pricing';
import { Button } from '#app/components/ui/button';
import { formatMoney } from '#app/lib/format/format';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { duePartsQueryOptions } from '#app/features/orders/api/due-parts-query';

interface DuePartsActionsProps {
  selected: readonly string[];
  onAdd: (ids: string[]) => void;
  currency: string;
}

/** Every pickup carries the fee (taxed): parts that join this one don't need their own. */
const FEE_SAVED_CENTS = PICKUP_DELIVERY_FEE_CENTS + taxOn(PICKUP_DELIVERY_FEE_CENTS);

/**
 * "Add all due parts", and the batching suggestion: parts due within 14 days
 * that are not in this pickup yet. Only from a server with the wear extensions.
 */
export function DuePartsActions({ selected, onAdd, currency }: DuePartsActionsProps) {
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const enabled = capabilities?.wearActions === true;
  const dueNow = useQuery({ ...duePartsQueryOptions('due_now'), enabled });
  const dueSoon = useQuery({ ...duePartsQueryOptions('due_soon'), enabled });
  if (!enabled) return null;
  const chosen = new Set(selected);
  const room = ORDER_RULES.maxParts - selected.length;
  const missingDue = (dueNow.data ?? []).filter((part) => !chosen.has(part.id)).slice(0, Math.max(0, room));
  const soon = (dueSoon.data ?? []).filter((part) => !chosen.has(part.id)).slice(0, Math.max(0, room));
  const n = soon.length;
  return (
    <div className="mt-3 space-y-3">
      {missingDue.length > 0 ? (
        <Button variant="secondary" onClick={() => onAdd(missingDue.map((part) => part.id))}>
          Add all due parts ({missingDue.length})
        </Button>
      ) : null}
      {selected.length > 0 && n > 0 ? (
        <div
          role="note"
          className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-700 dark:bg-sky-950/40"
        >
          <p>
            {n === 1 ? '1 more part is' : `${n} more parts are`} due within 14 days — add {n === 1 ? 'it' : 'them'} to this pickup
            and save {formatMoney(FEE_SAVED_CENTS, currency)} in pickup fees.
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => onAdd(soon.map((part) => part.id))}>
            Add {n === 1 ? 'it' : `all ${n}`} to this pickup
          </Button>
        </div>
      ) : null}
    </div>
  );
}
