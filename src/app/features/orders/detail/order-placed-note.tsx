import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Alert } from '#app/components/ui/alert';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the order form when it opens the order it has just placed: the page confirms it. */
    placedOrderNumber?: string;
  }
}

/**
 * "Order W-1024 is placed", announced and focused when the order form has just opened this
 * page, so a screen reader hears the outcome of the submit and not only a new page title.
 */
export function OrderPlacedNote() {
  const placed = useLocation({ select: (location) => location.state.placedOrderNumber });
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (placed) note.current?.focus();
  }, [placed]);
  if (!placed) return null;
  return (
    <Alert tone="success" role="status" focusRef={note} className="mb-4">
      Order {placed} is placed. Its progress shows below; we&apos;ll update it as the order moves.
    </Alert>
  );
}
