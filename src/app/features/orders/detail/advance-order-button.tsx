import { Button } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { humanize } from '#app/lib/format/humanize';
import { useAdvanceOrder } from '#app/features/orders/api/advance-order-mutation';

/** Sandbox control: moves the order one step now instead of waiting for the simulator. */
export function AdvanceOrderButton({
  orderId,
  status,
  nextStatus,
}: {
  orderId: string;
  status: string;
  nextStatus: string | null;
}) {
  const advance = useAdvanceOrder();
  const error = advance.isError ? explainError(advance.error) : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" disabled={advance.isPending} onClick={() => advance.submit({ orderId, from: status })}>
        {advance.isPending ? 'Advancing…' : 'Advance'}
      </Button>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        Sandbox: {nextStatus ? `moves the order to “${humanize(nextStatus)}”` : 'moves the order one step'}.
      </p>
      {error ? (
        <p role="alert" className="max-w-xs text-right text-sm text-red-800 dark:text-red-200">
          {error.title}: {error.body}
        </p>
      ) : null}
    </div>
  );
}
