import type { Part } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Dialog } from '#app/components/ui/dialog';
import { useRetirePart } from '#app/features/parts/api/retire-part-mutation';

/** The confirmation before retiring: it cannot be undone. */
export function RetirePartDialog({ part, onClose }: { part: Part; onClose: () => void }) {
  const retire = useRetirePart(part.id, onClose);
  return (
    <Dialog title={`Retire “${part.internal_label}”?`} onClose={onClose} busy={retire.isPending}>
      <p className="text-sm">
        A retired part stays in your records with its service history, but it can never be ordered for service again. This cannot
        be undone.
      </p>
      {retire.error ? (
        <div className="mt-4">
          <ErrorPanel error={retire.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
          disabled={retire.isPending}
          onClick={() => retire.submit({ id: part.id })}
        >
          {retire.isPending ? 'Retiring…' : 'Retire part'}
        </Button>
      </div>
    </Dialog>
  );
}
