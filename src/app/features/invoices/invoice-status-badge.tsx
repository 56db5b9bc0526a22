import { Badge } from '#app/components/ui/badge';
import { INVOICE_STATUS_TONES } from './invoice-status';

/** Overdue stands out by shape and weight as well as colour: a warning mark and bold text. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  if (status !== 'overdue') return <Badge value={status} tones={INVOICE_STATUS_TONES} />;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white dark:bg-red-300 dark:text-red-950">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
        <path d="M8 1 15 14H1L8 1Zm-.9 4.5v4.2h1.8V5.5H7.1Zm0 5.4V12.6h1.8v-1.7H7.1Z" />
      </svg>
      Overdue
    </span>
  );
}
