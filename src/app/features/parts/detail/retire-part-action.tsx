import { useState } from 'react';
import type { Part } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { orderBlockReason } from '#app/features/parts/part-orderability';
import { HeldByOrderNote } from './held-by-order-note';
import { RetirePartDialog } from './retire-part-dialog';

/**
 * Retiring whenever a part leaves for good (lost, broken, replaced), not only when the wear advice
 * says so; the same confirmation either way. A part held by an open order waits for that order.
 */
export function RetirePartAction({ part }: { part: Part }) {
  const [confirming, setConfirming] = useState(false);
  if (part.status === 'retired') return null;
  const held = orderBlockReason(part) !== null;
  return (
    <div className="space-y-2 text-sm">
      <p>
        Lost, broken or replaced? Retiring keeps the part in your records with its history and takes it out of service for good.
      </p>
      {held ? (
        <HeldByOrderNote part={part} />
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Retire part
        </Button>
      )}
      {confirming ? <RetirePartDialog part={part} onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}
